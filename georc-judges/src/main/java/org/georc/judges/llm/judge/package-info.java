/**
 * The LLM and VLM judges (one-to-all, keypoints, vlm), their providers, and the LLM extractors they and the rows use (key points, country, categories).
 */
package org.georc.judges.llm.judge;
