/**
 * The scoring entry point, {@link org.georc.core.scoring.ChainScorer}: runs a
 * {@link org.georc.core.spi.Judge} over one pair or many and applies scorer-wide settings. It sits
 * above the SPI ({@code org.georc.core.spi}) and the results ({@code org.georc.core.result}).
 */
package org.georc.core.scoring;
