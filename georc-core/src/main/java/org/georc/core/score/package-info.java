/**
 * The immutable results of scoring: {@link org.georc.core.score.ChainScore} with its per-statement
 * {@link org.georc.core.score.Alignment}s, {@link org.georc.core.score.Provenance} and
 * {@link org.georc.core.score.TokenUsage}. Values only: this package depends on no other package of
 * georc-core, so both the judge SPI ({@code org.georc.core.spi}) and the scorer
 * ({@code org.georc.core.scoring}) can use it without depending on each other the wrong way.
 */
package org.georc.core.score;
