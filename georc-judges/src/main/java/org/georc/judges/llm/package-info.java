/**
 * The stages of LLM judging, one package each: {@code http} (the client), {@code prompt},
 * {@code answer} (asking and parsing), {@code judge} (the judges) and {@code gtpred}; {@link
 * org.georc.judges.llm.Fanout} runs the requests of one pair concurrently.
 */
package org.georc.judges.llm;
