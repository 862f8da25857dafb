/** The scoring entry point {@link org.georc.core.score.ChainScorer} and its immutable results. */
package org.georc.core.score;
