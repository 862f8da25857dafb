package org.georc.bench.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.metrics.Prf;

/**
 * A judge for the server's own tests: a candidate whose first statement holds "#N" scores
 * precision N/100 and recall 1 (so each pair's score says which pair it was); "#fail" fails.
 * While its gate is shut, every batch waits in the judge, so a test can fill the queue or stop
 * the server with requests in flight. It records the size of every batch.
 */
final class GateJudge implements Judge {
    private static final Pattern NUMBER = Pattern.compile("#(\\d+)");

    private volatile CountDownLatch gate = new CountDownLatch(0);
    final AtomicInteger entered = new AtomicInteger();
    final List<Integer> batches = new CopyOnWriteArrayList<>();

    /** Batches wait from now until {@link #open()}. */
    void shut() {
        gate = new CountDownLatch(1);
    }

    void open() {
        gate.countDown();
    }

    @Override
    public String name() {
        return "gate";
    }

    @Override
    public Provenance provenance() {
        return Provenance.builder("gate").model("test").build();
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        return scoreAll(List.of(request)).get(0);
    }

    @Override
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        entered.incrementAndGet();
        batches.add(requests.size());
        try {
            gate.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<ChainScore> out = new ArrayList<>();
        for (JudgeRequest r : requests) {
            String text = r.candidate().statements().isEmpty() ? "" : r.candidate().statements().get(0);
            Matcher m = NUMBER.matcher(text);
            if (text.contains("#fail") || !m.find()) {
                out.add(ChainScore.failure("no number in the candidate", provenance()));
            } else {
                out.add(ChainScore.of(Prf.of(Integer.parseInt(m.group(1)) / 100.0, 1.0), List.of(), List.of(),
                        provenance()));
            }
        }
        return out;
    }
}
