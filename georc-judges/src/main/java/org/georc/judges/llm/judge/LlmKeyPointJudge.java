package org.georc.judges.llm.judge;

import org.georc.judges.llm.answer.UsageMeter;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.JudgeException;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.embedding.KeyPointJudge;

/**
 * The {@code keypoints} judge: a {@link KeyPointJudge} whose clauses come from an LLM. Before
 * the key-point judge runs, the clauses of each pair's statements are asked for concurrently (and
 * cached), so the usage of the requests a pair caused is known and written with its score: a
 * statement already extracted for an earlier pair (a reference chain shared by many candidates)
 * costs nothing again. Scores are those of the wrapped judge.
 */
public final class LlmKeyPointJudge implements Judge {
    private final KeyPointJudge delegate;
    private final LlmKeyPointExtractor extractor;

    /**
     * @param delegate  the key-point judge, built with {@code extractor}
     * @param extractor its LLM clause extractor; closed with this judge
     */
    public LlmKeyPointJudge(KeyPointJudge delegate, LlmKeyPointExtractor extractor) {
        this.delegate = delegate;
        this.extractor = extractor;
    }

    /** @return the wrapped key-point judge (for threshold search on prepared pairs) */
    public KeyPointJudge keyPointJudge() {
        return delegate;
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public Provenance provenance() {
        return delegate.provenance();
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        return scoreAll(List.of(request)).get(0);
    }

    @Override
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        List<UsageMeter> meters = new ArrayList<>(requests.size());
        List<String> errors = new ArrayList<>(requests.size());
        List<JudgeRequest> ready = new ArrayList<>(requests.size());
        for (JudgeRequest r : requests) {
            UsageMeter meter = new UsageMeter();
            meters.add(meter);
            List<String> statements = new ArrayList<>(r.candidate().statements());
            statements.addAll(r.reference().statements());
            try {
                extractor.prefetch(statements, meter);
                errors.add(null);
                ready.add(r);
            } catch (JudgeException e) {
                errors.add("clause extraction failed: " + e.getMessage());
            }
        }
        List<ChainScore> scored = ready.isEmpty() ? List.of() : delegate.scoreAll(ready);
        Instant now = Instant.now();
        List<ChainScore> out = new ArrayList<>(requests.size());
        int next = 0;
        for (int q = 0; q < requests.size(); q++) {
            ChainScore s = errors.get(q) != null ? ChainScore.failure(errors.get(q), delegate.provenance().at(now))
                    : scored.get(next++);
            out.add(s.withUsage(meters.get(q).total()));
        }
        return out;
    }

    @Override
    public void close() {
        try {
            delegate.close();
        } finally {
            extractor.close();
        }
    }
}
