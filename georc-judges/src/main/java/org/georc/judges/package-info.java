/**
 * One-line scoring with the default offline judge: {@link org.georc.judges.Georc#score}. The rest
 * of the module's API is {@code org.georc.judges.engine}; every other package of georc-judges
 * (the encoders, the judges, the model clients) is internal and reached through the engine, by a
 * judge's name or a model's type.
 */
package org.georc.judges;
