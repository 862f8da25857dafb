package org.georc.core.spi;

import java.nio.file.Path;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;

/**
 * One pair to score.
 *
 * @param id        item id, for messages and traces (may be null)
 * @param candidate the candidate chain
 * @param reference the expert reference chain
 * @param image     the photo, for judges that look at it (may be null)
 */
public record JudgeRequest(String id, ReasoningChain candidate, ReasoningChain reference, Path image) {

    /** Requires both chains. */
    public JudgeRequest {
        if (candidate == null || reference == null) {
            throw new IllegalArgumentException("candidate and reference chains are required");
        }
    }

    /**
     * A request without id or image.
     *
     * @param candidate the candidate chain
     * @param reference the reference chain
     * @return the request
     */
    public static JudgeRequest of(ReasoningChain candidate, ReasoningChain reference) {
        return new JudgeRequest(null, candidate, reference, null);
    }

    /** @return the image path, if the reference has one */
    public Optional<Path> imagePath() {
        return Optional.ofNullable(image);
    }

    /** @return a copy with both chains replaced */
    public JudgeRequest withChains(ReasoningChain newCandidate, ReasoningChain newReference) {
        return new JudgeRequest(id, newCandidate, newReference, image);
    }
}
