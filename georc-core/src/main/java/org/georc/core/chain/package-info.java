/** Reasoning chains and the parser for chain text and expert files with rounds. */
package org.georc.core.chain;
