package org.georc.judges.generate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.inputs.Inputs;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.run.OrderedRunner;
import org.georc.core.run.ResumeStore;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.build.BuildInfo;
import org.georc.judges.llm.prompt.Prompts;

/**
 * {@code georc gtpred --generate} as a library call: a VLM answers the GTPred question (year and
 * location, or one of them: {@link GtpredResponder.Ask}) for the image of every truth line, and
 * the answers are appended as resumable response lines {@code {"id", "model", "response"}} that
 * {@link GtpredExtraction} reads. A failure is a line with {@code generation_error}.
 *
 * <pre>{@code
 * GtpredResponses.Prepared p = GtpredResponses.builder(Path.of("truth.jsonl"), "my-vlm").build().prepare();
 * ChainRun.Result r = p.run(vlm, Path.of("responses.jsonl"));
 * }</pre>
 */
public final class GtpredResponses {
    private final Builder b;
    private final GenerationSettings shared;

    private GtpredResponses(Builder b) {
        this.b = b;
        this.shared = b.settings;
    }

    /**
     * @param truth truth lines naming their {@code image} (relative to the file)
     * @param model the model name written on each line
     * @return a builder
     */
    public static Builder builder(Path truth, String model) {
        return new Builder(truth, model);
    }

    /**
     * Table III from the score files of runs that asked differently ({@code georc gtpred --ablation}).
     *
     * @param runs score files by what their run asked ({@link GtpredResponder.Ask#fromLabel} labels):
     *             the joint run and at least one that asked a part alone
     * @return the table
     * @throws ConfigurationException when a condition is named twice, or the joint run or both parts are missing
     */
    public static org.georc.core.report.GtpredAblation ablation(Map<String, Path> runs) {
        Map<GtpredResponder.Ask, Path> byAsk = new java.util.EnumMap<>(GtpredResponder.Ask.class);
        for (Map.Entry<String, Path> e : runs.entrySet()) {
            if (byAsk.put(GtpredResponder.Ask.fromLabel(e.getKey()), e.getValue()) != null) {
                throw new ConfigurationException("`ablation` names " + e.getKey() + " twice");
            }
        }
        if (!byAsk.containsKey(GtpredResponder.Ask.JOINT) || byAsk.size() < 2) {
            throw new ConfigurationException("`ablation` needs the joint run (year,location=O.jsonl) and at least "
                    + "one run that asked a part alone (year=... or location=...)");
        }
        return org.georc.core.report.GtpredAblation.read(byAsk.get(GtpredResponder.Ask.JOINT),
                byAsk.get(GtpredResponder.Ask.YEAR), byAsk.get(GtpredResponder.Ask.LOCATION));
    }

    /**
     * Reads the truth file and checks each image (confinement, size, type).
     *
     * @return the run, ready for a model
     * @throws InvalidInputException when no truth line names an image, or an image is refused
     */
    public Prepared prepare() {
        Map<String, GtpredRecords.Truth> truths = GtpredRecords.readTruth(b.truth);
        Map<String, String> named = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : JsonLines.read(b.truth, rec -> Map.entry(rec.requiredName("id"),
                rec.optionalString("image").orElse("")))) {
            named.put(e.getKey(), e.getValue());
        }
        Path base = b.truth.toAbsolutePath().getParent();
        List<Path> roots = new ArrayList<>();
        roots.add(base);
        roots.addAll(b.imageRoots);
        Map<String, ImageFiles.Image> images = new LinkedHashMap<>();
        List<String> noImage = new ArrayList<>();
        for (String id : truths.keySet()) {
            String img = named.getOrDefault(id, "");
            if (img.isBlank()) {
                noImage.add(id);
                continue;
            }
            images.put(id, ImageFiles.confine(base.resolve(img), roots, b.maxImageBytes, id));
        }
        if (!noImage.isEmpty()) {
            shared.messages().accept("note: " + noImage.size() + " truth line(s) name no image and get no "
                    + "response: " + Inputs.sample(noImage, 8));
        }
        if (images.isEmpty()) {
            throw new InvalidInputException(b.truth + ": no truth line names an \"image\" to send");
        }
        return new Prepared(images);
    }

    /** A run whose images are checked. */
    public final class Prepared {
        private final Map<String, ImageFiles.Image> images;

        private Prepared(Map<String, ImageFiles.Image> images) {
            this.images = images;
        }

        /** @return the ids that will be asked, in order */
        public List<String> ids() {
            return List.copyOf(images.keySet());
        }

        /**
         * Asks for the responses not written yet.
         *
         * @param vlm    the model asked (not closed here)
         * @param output the response lines (appended; resumes)
         * @return what was written
         */
        public ChainRun.Result run(VisionLanguageModel vlm, Path output) {
            GtpredResponder responder = new GtpredResponder(vlm, shared.options(), shared.retries(), b.ask);
            try (ImageResize resize = ImageResize.within(b.maxImageSide)) {
                Map<String, String> m = new LinkedHashMap<>(responder.settings());
                m.put("generator", responder.modelId());
                m.put("max_image_side", resize.setting());
                shared.putSampling(m);
                m.put("library_version", BuildInfo.georcVersion());
                RunSettings settings = RunSettings.of(m);
                try (ResumeStore<JsonRecord> store = ResumeStore.open(output, ChainRun.FORMAT)) {
                    store.requireSettings(settings, "chains made differently");
                    List<String> todo = store.todo(images.keySet(), id -> ScoreRecord.key(id, b.model),
                            shared.retryFailed());
                    if (!store.done().isEmpty()) {
                        shared.messages().accept("resuming: " + store.done().size() + " line(s) already in " + output
                                + ", " + todo.size() + " to go");
                    }
                    shared.messages().accept("asking " + responder.modelId() + " for " + b.ask.label() + " on "
                            + todo.size() + " image(s)");
                    AtomicInteger failed = new AtomicInteger();
                    ScoreLines.Appender out = store.appender();
                    try (OrderedRunner runner = OrderedRunner.withThreads(shared.threads(), "georc-gtpred")) {
                        runner.runAll(todo, id -> {
                            try {
                                return new String[] {id, responder.respond(resize.prepare(images.get(id)),
                                        ChainRun.itemSeed(shared.seed(), id)), null};
                            } catch (JudgeException | InvalidInputException e) {
                                return new String[] {id, null, e.getMessage()};
                            }
                        }, r -> {
                            if (r[2] != null) {
                                failed.incrementAndGet();
                                shared.messages().accept("warning: id \"" + r[0] + "\": " + r[2]);
                            }
                            out.append(line(r, responder, settings));
                        });
                    }
                    long remaining = store.failuresNow();
                    shared.messages().accept("wrote " + (todo.size() - failed.get()) + " response(s) to " + output
                            + (failed.get() > 0 ? " (" + failed.get() + " failure(s) recorded as generation_error)" : "")
                            + (remaining > 0 ? "; " + remaining + " line(s) of the file record a failure: re-run with "
                                    + "`retryFailed`" : ""));
                    return new ChainRun.Result(todo.size(), failed.get(), remaining);
                }
            }
        }

        private ObjectNode line(String[] r, GtpredResponder responder, RunSettings settings) {
            ObjectNode line = JsonLines.object();
            line.put("id", r[0]);
            line.put("model", b.model);
            if (r[2] == null) {
                line.put("response", r[1]);
            } else {
                line.put("generation_error", r[2]);
            }
            line.put("ask", b.ask.label());
            line.put("generator", responder.modelId());
            line.put("prompt_version", Prompts.VERSION);
            settings.writeTo(line);
            return line;
        }
    }

    /** Options of a {@link GtpredResponses}; {@link #build()} checks them. */
    public static final class Builder {
        private final Path truth;
        private final String model;
        private GtpredResponder.Ask ask = GtpredResponder.Ask.JOINT;
        private Integer maxImageSide;
        private List<Path> imageRoots = List.of();
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;
        private GenerationSettings settings = GenerationSettings.defaults();

        private Builder(Path truth, String model) {
            this.truth = Objects.requireNonNull(truth, "truth");
            this.model = model;
        }

        /**
         * @param a what is asked (default year and location)
         * @return this builder
         */
        public Builder ask(GtpredResponder.Ask a) {
            this.ask = Objects.requireNonNull(a, "ask");
            return this;
        }

        /**
         * @param px scale images so the longer side is at most px (null: untouched)
         * @return this builder
         */
        public Builder maxImageSide(Integer px) {
            this.maxImageSide = px;
            return this;
        }

        /**
         * @param roots folders images may come from besides the truth file's own
         * @return this builder
         */
        public Builder imageRoots(List<Path> roots) {
            this.imageRoots = List.copyOf(roots);
            return this;
        }

        /**
         * @param n largest image sent
         * @return this builder
         */
        public Builder maxImageBytes(long n) {
            this.maxImageBytes = n;
            return this;
        }

        /**
         * @param s the settings every generation run shares: threads, retries, retryFailed, seed,
         *          temperature, maxNewTokens and messages (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.settings = Objects.requireNonNull(s, "settings");
            return this;
        }

        /**
         * @return the run
         * @throws ConfigurationException when an option is out of range or no model is named
         */
        public GtpredResponses build() {
            ImageResize.within(maxImageSide);
            if (model == null) {
                throw new ConfigurationException("gtpred `generate` needs `endpoint` URL and `model` NAME");
            }
            return new GtpredResponses(this);
        }
    }
}
