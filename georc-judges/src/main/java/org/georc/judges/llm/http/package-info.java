/**
 * The OpenAI-compatible client: request body, bounded exchange, reply and usage, retry policy, and the fleet of endpoints it spreads requests over.
 */
package org.georc.judges.llm.http;
