package org.georc.judges.generate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.run.RowFormat;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.llm.gtpred.GtpredAnswerExtractor;

/**
 * {@code georc gtpred --extract} as a library call: structured GTPred predictions extracted by an
 * LLM from free-text responses, appended to a resumable predictions file (one line per (id,
 * model); a failure is a line with {@code extraction_error}, redone on request).
 *
 * <pre>{@code
 * GtpredExtraction.Result r = GtpredExtraction.builder()
 *         .settings(GenerationSettings.builder().threads(4).build()).build()
 *         .run(GtpredRecords.readResponses(responses), Path.of("predictions.jsonl"), () -> llm);
 * }</pre>
 */
public final class GtpredExtraction {
    /** The least {@link GenerationSettings#maxNewTokens()} an extraction takes: the reasoning is copied. */
    public static final int MIN_MAX_NEW_TOKENS = 64;

    private final GenerationSettings shared;

    private GtpredExtraction(Builder b) {
        this.shared = b.settings;
    }

    /** @return a builder with {@link GenerationSettings#defaults()}: 2 retries, 1024 tokens, 4 threads */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * What a run did.
     *
     * @param extracted      responses extracted by this run
     * @param failed         of those, the failures
     * @param failuresInFile lines of the whole output that record an extraction failure
     */
    public record Result(int extracted, int failed, long failuresInFile) {
        /** @return whether the output still records a failure (the command exits 3) */
        public boolean partial() {
            return failuresInFile > 0;
        }
    }

    /** How a resumed extraction reads its output: one prediction per (id, model); a later line may replace only an extraction failure. */
    static final RowFormat<GtpredRecords.Prediction> PREDICTION_ROWS = RowFormat.of(
            r -> GtpredRecords.predictionFromJson(r.node(), r.file(), r.line()), GtpredRecords.Prediction::key,
            GtpredRecords.Prediction::isExtractionFailure,
            p -> "id \"" + p.id() + "\" and model \"" + p.model() + "\"");

    /**
     * @param responses the raw responses
     * @param output    the predictions file (appended; resumes)
     * @param model     makes the LLM, asked only when something is left to extract; the model it
     *                  makes is closed here
     * @return what was done
     */
    public Result run(List<GtpredRecords.Response> responses, Path output, Supplier<LanguageModel> model) {
        try (ResumeStore<GtpredRecords.Prediction> store = ResumeStore.open(output, PREDICTION_ROWS)) {
            List<GtpredRecords.Response> todo = store.todo(responses, GtpredRecords.Response::key,
                    shared.retryFailed());
            if (!store.done().isEmpty()) {
                shared.messages().accept("resuming: " + store.done().size() + " prediction(s) already in " + output
                        + ", " + todo.size() + " to go");
            }
            AtomicInteger failed = new AtomicInteger();
            if (!todo.isEmpty()) {
                try (LanguageModel lm = model.get();
                     OrderedRunner runner = OrderedRunner.withThreads(shared.threads(), "georc-gtpred")) {
                    GtpredAnswerExtractor extractor = new GtpredAnswerExtractor(lm, shared.retries(),
                            shared.maxNewTokens());
                    ScoreLines.Appender out = store.appender();
                    runner.runAll(todo, r -> {
                        try {
                            return extractor.extract(r);
                        } catch (JudgeException e) {
                            return GtpredRecords.Prediction.failed(r.id(), r.model(), e.getMessage(), r.source());
                        }
                    }, p -> {
                        ObjectNode line = GtpredRecords.toJson(p);
                        line.put("extractor", extractor.modelId());
                        line.put("prompt_version", extractor.promptVersion());
                        out.append(line);
                        if (p.isExtractionFailure()) {
                            failed.incrementAndGet();
                            shared.messages().accept("warning: " + p.source() + " (id \"" + p.id() + "\", model \""
                                    + p.model() + "\"): extraction failed: " + p.extractionError());
                        }
                    });
                }
            }
            long remaining = store.failuresNow();
            shared.messages().accept("extracted " + todo.size() + " response(s) into " + output
                    + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as extraction_error)" : "")
                    + (remaining > 0 ? "; " + remaining + " line(s) of the file record an extraction_error: re-run "
                            + "with `retryFailed`" : ""));
            return new Result(todo.size(), failed.get(), remaining);
        }
    }

    /** Options of a {@link GtpredExtraction}. */
    public static final class Builder {
        private GenerationSettings settings = GenerationSettings.defaults();

        private Builder() {
        }

        /**
         * @param s the settings every generation run shares; an extraction reads threads, retries,
         *          retryFailed, maxNewTokens (at least {@value GtpredExtraction#MIN_MAX_NEW_TOKENS}: the reasoning is
         *          copied) and messages, and samples greedily, so seed and temperature must be left unset
         *          (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.settings = Objects.requireNonNull(s, "settings");
            return this;
        }

        /**
         * @return the extraction
         * @throws ConfigurationException when maxNewTokens is below
         *                                {@value GtpredExtraction#MIN_MAX_NEW_TOKENS}, or seed or temperature is set
         */
        public GtpredExtraction build() {
            settings.requireMaxNewTokens(MIN_MAX_NEW_TOKENS, "an extraction");
            settings.refuseGiven("an extraction", "it samples greedily", GenerationSettings.SEED,
                    GenerationSettings.TEMPERATURE);
            return new GtpredExtraction(this);
        }
    }
}
