/**
 * Service-provider interfaces: a {@link org.georc.core.spi.Judge} strategy registered through
 * {@link org.georc.core.spi.JudgeProvider}, and the model abstractions judges use
 * ({@link org.georc.core.spi.SentenceEncoder}, {@link org.georc.core.spi.LanguageModel},
 * {@link org.georc.core.spi.VisionLanguageModel}, {@link org.georc.core.spi.KeyPointExtractor}).
 */
package org.georc.core.spi;
