/**
 * Outputs written whole: {@link org.georc.core.output.ReplacedFile} replaces a file atomically
 * (or prints to standard output once the text is complete), so a failed run never leaves a
 * half-written result under the real name.
 */
package org.georc.core.output;
