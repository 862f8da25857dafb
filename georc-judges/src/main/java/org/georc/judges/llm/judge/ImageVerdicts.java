package org.georc.judges.llm.judge;

import java.util.List;

/**
 * What the vlm judge found about each candidate statement against the image, carried on its
 * score as an extra ({@code score.extra(ImageVerdicts.class)}). The hallucination flag reads it;
 * result rows do not write it.
 *
 * @param holds per candidate statement, in order: whether it is true for the image
 */
public record ImageVerdicts(List<Boolean> holds) {

    /** Copies the list. */
    public ImageVerdicts {
        holds = List.copyOf(holds);
    }
}
