/**
 * One-line scoring with the default offline judge: {@link org.georc.judges.Georc#score}; and the
 * built-in models for a caller who asks one directly: an OpenAI-compatible chat model as a
 * {@code LanguageModel} ({@link org.georc.judges.LanguageModels#openAiCompatible()}) and the
 * GTPred reasoning rater and level matcher for it ({@link org.georc.judges.GtpredJudges}). The
 * rest of the module's API is {@code org.georc.judges.engine}; every other package of
 * georc-judges (the encoders, the judges, the model clients) is internal and reached through the
 * engine, by a judge's name or a model's type, or through this package.
 */
package org.georc.judges;
