/**
 * The judges' prompts: versioned resource files, user overrides, and the fence that keeps untrusted chain text inside its delimiters.
 */
package org.georc.judges.llm.prompt;
