/**
 * Baselines that need no model: {@link org.georc.core.baseline.RandomBaseline} gives every
 * location the chain of another location (the paper's random hallucinated baseline).
 */
package org.georc.core.baseline;
