package org.georc.judges.flags;

/** The failure kinds the GeoRC paper names for VLM reasoning chains. */
public enum ErrorFlag {
    /** Claims of looking things up: maps, Street View, web search, zooming. */
    FALSE_TOOL_USE,
    /** Non-discriminative filler: weather, sky, "the road is well maintained". */
    AXIOMATIC_IRRELEVANCE,
    /** Evidence that is not in the image (needs a VLM judge's true/false verdicts). */
    HALLUCINATION,
    /** A single country claimed for evidence the reference ties to several countries (best effort). */
    MISATTRIBUTION;

    /** @return the snake_case name used in result files */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
