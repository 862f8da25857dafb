/**
 * Service-provider interfaces: a {@link org.georc.core.spi.Judge} strategy registered through
 * {@link org.georc.core.spi.JudgeProvider}, the model abstractions judges use
 * ({@link org.georc.core.spi.SentenceEncoder}, {@link org.georc.core.spi.LanguageModel},
 * {@link org.georc.core.spi.VisionLanguageModel}, {@link org.georc.core.spi.KeyPointExtractor},
 * {@link org.georc.core.spi.PairClassifier}), and {@link org.georc.core.spi.ModelFactory}, the
 * default model of a type that an engine opens when its caller gives none. Judges and factories
 * are found with {@link java.util.ServiceLoader}, on the class path and the module path alike.
 */
package org.georc.core.spi;
