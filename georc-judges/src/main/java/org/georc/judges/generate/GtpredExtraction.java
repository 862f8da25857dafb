package org.georc.judges.generate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.georc.core.ConfigurationException;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.scorefile.ScoreFiles;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.llm.gtpred.GtpredAnswerExtractor;

/**
 * {@code georc gtpred --extract} as a library call: structured GTPred predictions extracted by an
 * LLM from free-text responses, appended to a resumable predictions file (one line per (id,
 * model); a failure is a line with {@code extraction_error}, redone on request).
 *
 * <pre>{@code
 * GtpredExtraction.Result r = GtpredExtraction.builder().threads(4).build()
 *         .run(GtpredRecords.readResponses(responses), Path.of("predictions.jsonl"), () -> llm);
 * }</pre>
 */
public final class GtpredExtraction {
    private final int retries;
    private final int maxTokens;
    private final int threads;
    private final boolean retryFailed;
    private final Consumer<String> messages;

    private GtpredExtraction(Builder b) {
        this.retries = b.retries;
        this.maxTokens = b.maxTokens;
        this.threads = b.threads;
        this.retryFailed = b.retryFailed;
        this.messages = b.messages;
    }

    /** @return a builder: 2 retries, 1024 tokens, 4 threads */
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

    /**
     * @param responses the raw responses
     * @param output    the predictions file (appended; resumes)
     * @param model     makes the LLM, asked only when something is left to extract; the model it
     *                  makes is closed here
     * @return what was done
     */
    public Result run(List<GtpredRecords.Response> responses, Path output, Supplier<LanguageModel> model) {
        try (ResumeStore<GtpredRecords.Prediction> store = ResumeStore.open(output, GtpredRecords.predictionRows())) {
            List<GtpredRecords.Response> todo = store.todo(responses, GtpredRecords.Response::key, retryFailed);
            if (!store.done().isEmpty()) {
                messages.accept("resuming: " + store.done().size() + " prediction(s) already in " + output + ", "
                        + todo.size() + " to go");
            }
            AtomicInteger failed = new AtomicInteger();
            if (!todo.isEmpty()) {
                try (LanguageModel lm = model.get();
                     OrderedRunner runner = OrderedRunner.withThreads(threads, "georc-gtpred")) {
                    GtpredAnswerExtractor extractor = new GtpredAnswerExtractor(lm, retries, maxTokens);
                    ScoreFiles.Appender out = store.appender();
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
                            messages.accept("warning: " + p.source() + " (id \"" + p.id() + "\", model \"" + p.model()
                                    + "\"): extraction failed: " + p.extractionError());
                        }
                    });
                }
            }
            long remaining = store.failuresNow();
            messages.accept("extracted " + todo.size() + " response(s) into " + output
                    + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as extraction_error)" : "")
                    + (remaining > 0 ? "; " + remaining + " line(s) of the file record an extraction_error: re-run "
                            + "with `retryFailed`" : ""));
            return new Result(todo.size(), failed.get(), remaining);
        }
    }

    /** Options of a {@link GtpredExtraction}. */
    public static final class Builder {
        private int retries = 2;
        private int maxTokens = 1024;
        private int threads = 4;
        private boolean retryFailed;
        private Consumer<String> messages = m -> { };

        private Builder() {
        }

        /**
         * @param n extra attempts after an unreadable answer (default 2)
         * @return this builder
         */
        public Builder retries(int n) {
            this.retries = n;
            return this;
        }

        /**
         * @param n most tokens the LLM may write per extraction (at least 64; default 1024)
         * @return this builder
         */
        public Builder maxTokens(int n) {
            this.maxTokens = n;
            return this;
        }

        /**
         * @param n questions in flight (default 4)
         * @return this builder
         */
        public Builder threads(int n) {
            this.threads = n;
            return this;
        }

        /**
         * @param r extract again the responses whose line records a failure
         * @return this builder
         */
        public Builder retryFailed(boolean r) {
            this.retryFailed = r;
            return this;
        }

        /**
         * @param sink progress and failures
         * @return this builder
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = Objects.requireNonNull(sink, "messages");
            return this;
        }

        /**
         * @return the extraction
         * @throws ConfigurationException when an option is out of range
         */
        public GtpredExtraction build() {
            if (maxTokens < 64) {
                throw new ConfigurationException("`extractMaxTokens` must be >= 64, got " + maxTokens);
            }
            if (threads < 1 || retries < 0) {
                throw new ConfigurationException("threads must be >= 1 and retries >= 0, got " + threads + " and "
                        + retries);
            }
            return new GtpredExtraction(this);
        }
    }
}
