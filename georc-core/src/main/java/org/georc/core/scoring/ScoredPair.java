package org.georc.core.scoring;

import org.georc.core.score.ChainScore;
import org.georc.core.spi.JudgeRequest;

/**
 * One result of {@link ChainScorer#scoreStream}: a request, its position in the input and its
 * score (or recorded failure).
 *
 * @param index   position of the request in the input (0-based)
 * @param request the request as given (before the scorer applied its conclusion handling)
 * @param score   the score or failure
 */
public record ScoredPair(long index, JudgeRequest request, ChainScore score) {
}
