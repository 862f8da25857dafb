/**
 * Dataset I/O: the JSONL reference, candidate and score formats and the GeoRC directory
 * layout. Every malformed input fails with file, line and field.
 */
package org.georc.core.io;
