/**
 * The score file's schema: a score row ({@link org.georc.core.scorefile.ScoreRecord}), reading
 * rows back and appending lines ({@link org.georc.core.scorefile.ScoreLines}) and the settings fingerprint a resumed run must
 * match ({@link org.georc.core.scorefile.RunSettings}).
 */
package org.georc.core.scorefile;

