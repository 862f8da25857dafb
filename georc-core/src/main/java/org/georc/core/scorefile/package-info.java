/**
 * The score file's schema: reading score rows back ({@link org.georc.core.scorefile.ScoreRecord},
 * {@link org.georc.core.scorefile.ScoreFiles}) and the settings fingerprint a resumed run must
 * match ({@link org.georc.core.scorefile.RunSettings}).
 */
package org.georc.core.scorefile;

