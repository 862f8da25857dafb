/**
 * GTPred with an LLM: extracting answers from free text, matching location levels and rating the reasoning.
 */
package org.georc.judges.llm.gtpred;
