/**
 * Asking a model with a prompt and reading its answer strictly, asking again when it is unreadable; token usage summed per pair.
 */
package org.georc.judges.llm.answer;
