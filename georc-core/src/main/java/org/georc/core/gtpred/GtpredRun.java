package org.georc.core.gtpred;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.output.ReplacedFile;
import org.georc.core.run.OrderedRunner;

/**
 * {@code georc gtpred} scoring as a library call: reads truth and prediction files, refuses (or
 * skips) predictions without a truth line, scores each with a {@link GtpredScorer} (in parallel
 * when the scorer asks a model) and writes one score line per prediction, in input order, to an
 * output replaced whole.
 *
 * <pre>{@code
 * List<GtpredScore> scores = GtpredRun.builder(GtpredScorer.of(LocationMode.PAPER)).build()
 *         .run(Path.of("truth.jsonl"), Path.of("predictions.jsonl"), Path.of("scores.jsonl"), null);
 * GtpredSummary summary = GtpredSummary.of(scores);
 * }</pre>
 */
public final class GtpredRun {
    private final GtpredScorer scorer;
    private final int threads;
    private final boolean skipUnknownIds;
    private final Consumer<String> messages;

    private GtpredRun(Builder b) {
        this.scorer = b.scorer;
        this.threads = b.threads;
        this.skipUnknownIds = b.skipUnknownIds;
        this.messages = b.messages;
    }

    /**
     * @param scorer how each prediction is scored
     * @return a builder: 4 threads (used when the scorer asks a model), unknown ids refused
     */
    public static Builder builder(GtpredScorer scorer) {
        return new Builder(scorer);
    }

    /**
     * The scores of a run.
     *
     * @param rows the scores, in input order
     */
    public record Scores(List<GtpredScore> rows) {
        /** Copies. */
        public Scores {
            rows = List.copyOf(rows);
        }

        /** @return the rows the judge could not score (recorded as {@code judge_error}) */
        public long failures() {
            return rows.stream().filter(GtpredScore::isFailure).count();
        }

        /** @return the per-model summary */
        public GtpredSummary summary() {
            return GtpredSummary.of(rows);
        }

        /**
         * @param output where the rows went
         * @return the closing line of a run
         */
        public String describe(Path output) {
            long f = failures();
            return "scored " + rows.size() + " prediction(s) into " + output
                    + (f > 0 ? " (" + f + " failure(s) recorded as judge_error, left out of the means)" : "");
        }
    }

    /**
     * @param truth       truth lines
     * @param predictions prediction lines
     * @param output      the score lines (replaced whole; {@code -} prints them to {@code stdout})
     * @param stdout      standard output, for {@code -}
     * @return the scores
     * @throws InvalidInputException on malformed input, or predictions without a truth line (unless skipped)
     */
    public Scores run(Path truth, Path predictions, Path output, PrintWriter stdout) {
        Map<String, GtpredRecords.Truth> truths = GtpredRecords.readTruth(truth);
        List<GtpredRecords.Prediction> preds = GtpredRecords.readPredictions(predictions);
        List<String> unknown = preds.stream().filter(p -> !truths.containsKey(p.id()))
                .map(p -> p.source() + " (id \"" + p.id() + "\")").toList();
        if (!unknown.isEmpty()) {
            String list = String.join(", ", unknown.subList(0, Math.min(5, unknown.size())))
                    + (unknown.size() > 5 ? ", ..." : "");
            if (!skipUnknownIds) {
                throw new InvalidInputException(unknown.size() + " prediction(s) have no truth line: " + list
                        + " (use `ignoreUnknownIds` to skip them)");
            }
            messages.accept("warning: skipping " + unknown.size() + " prediction(s) with no truth line: " + list);
        }
        List<GtpredRecords.Prediction> known = preds.stream().filter(p -> truths.containsKey(p.id())).toList();
        for (GtpredRecords.Prediction p : known) {
            scorer.requireReasoning(truths.get(p.id()));
        }
        List<GtpredScore> scores = new ArrayList<>();
        boolean asksModel = scorer.ratesReasoning() || scorer.matchesByModel();
        try (ReplacedFile file = ReplacedFile.of(output, stdout);
             OrderedRunner runner = OrderedRunner.withThreads(asksModel ? threads : 1, "georc-gtpred")) {
            try (ScoreLines.Appender out = ScoreLines.append(file.partial(), 0)) {
                int[] reported = {0};
                runner.runAll(known, p -> scorer.score(truths.get(p.id()), p), s -> {
                    out.append(s.toJson());
                    scores.add(s);
                    int done = scores.size();
                    if (asksModel && known.size() > 4 * threads && done * 10L / known.size() > reported[0]) {
                        reported[0] = (int) (done * 10L / known.size());
                        messages.accept("scored " + done + "/" + known.size());
                    }
                });
            }
            file.commit();
        }
        return new Scores(scores);
    }

    /** Options of a {@link GtpredRun}. */
    public static final class Builder {
        private final GtpredScorer scorer;
        private int threads = 4;
        private boolean skipUnknownIds;
        private Consumer<String> messages = m -> { };

        private Builder(GtpredScorer scorer) {
            this.scorer = Objects.requireNonNull(scorer, "scorer");
        }

        /**
         * @param n model questions in flight (default 4)
         * @return this builder
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param skip skip predictions whose id has no truth line (default: refuse them)
         * @return this builder
         */
        public Builder skipUnknownIds(boolean skip) {
            this.skipUnknownIds = skip;
            return this;
        }

        /**
         * @param sink warnings and progress
         * @return this builder
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = Objects.requireNonNull(sink, "messages");
            return this;
        }

        /**
         * @return the run
         * @throws ConfigurationException when threads is below 1
         */
        public GtpredRun build() {
            if (threads < 1) {
                throw new ConfigurationException("`threads` must be >= 1, got " + threads);
            }
            return new GtpredRun(this);
        }
    }
}
