/**
 * What a run reads: {@link org.georc.core.inputs.InputReader} reads references (a JSONL file or a
 * GeoRC folder) and candidates into {@link org.georc.core.inputs.Inputs}, picks the reference
 * expert per location, and lists each location with what is known of it
 * ({@link org.georc.core.inputs.Place}).
 */
package org.georc.core.inputs;
