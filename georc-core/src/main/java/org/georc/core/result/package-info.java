/**
 * What a judge returns, as values: {@link org.georc.core.result.ChainScore} with its
 * per-statement {@link org.georc.core.result.Alignment}s, {@link org.georc.core.result.Provenance}
 * and {@link org.georc.core.result.TokenUsage}. This package depends on no other package of
 * georc-core, so both the judge SPI ({@code org.georc.core.spi}) and the scoring stage
 * ({@code org.georc.core.scoring}) can use it.
 */
package org.georc.core.result;
