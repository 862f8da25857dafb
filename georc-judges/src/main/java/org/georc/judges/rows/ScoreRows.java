package org.georc.judges.rows;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.core.JudgeException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreRecord;
import org.georc.core.score.ChainScore;
import org.georc.core.score.Provenance;
import org.georc.judges.BuildInfo;
import org.georc.judges.encoder.LongInputPolicy;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlag;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.flags.FlaggedStatement;
import org.georc.judges.llm.Fence;
import org.georc.judges.llm.LlmCountryExtractor;

/**
 * Builds the rows of a score file ({@code georc score}'s output, and any other runner's, such as
 * the Spark example): the score and provenance ({@link ScoreRecord#toJson}), the predicted country
 * and whether it is right, the statement flags, statements that address an LLM grader, and the
 * run's settings. One place, so every runner writes the same fields the same way. Immutable and
 * thread-safe when its flagger and country extractor are.
 */
public final class ScoreRows {
    private final boolean alignments;
    private final ErrorFlagger flagger;
    private final LlmCountryExtractor countryExtractor;
    private final boolean suspicion;
    private final RunSettings settings;
    private final long maxRowBytes;

    private ScoreRows(Builder b) {
        this.alignments = b.alignments;
        this.flagger = b.flagger;
        this.countryExtractor = b.countryExtractor;
        this.suspicion = b.suspicion;
        this.settings = b.settings;
        this.maxRowBytes = b.maxRowBytes;
    }

    /** @return a builder: alignments on, no flags, no LLM country reading, no suspicion check, no settings */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * One row.
     *
     * @param id        item id
     * @param model     candidate model
     * @param candidate the candidate chain
     * @param reference the reference chain
     * @param country   the true country, or null
     * @param score     the score or failure
     * @return the row, under the size limit
     */
    public ObjectNode row(String id, String model, ReasoningChain candidate, ReasoningChain reference, String country,
                          ChainScore score) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (country != null) {
            fields.put("country", country);
        }
        ObjectNode line = ScoreRecord.toJson(id, model, score, alignments, fields);
        return complete(line, candidate, reference, country, vlmVerdicts(score, candidate.size()));
    }

    /**
     * Completes a row whose score part the caller built (a row pooled over several references,
     * say): country, flags, suspected injection, settings, then the size limit.
     *
     * @param line      the row so far ({@link ScoreRecord#toJson} or the like)
     * @param candidate the candidate chain
     * @param reference the reference chain the flags compare with
     * @param country   the true country, or null
     * @param verdicts  the vlm judge's verdicts per candidate statement, or null
     * @return the row, under the size limit
     */
    public ObjectNode complete(ObjectNode line, ReasoningChain candidate, ReasoningChain reference, String country,
                               boolean[] verdicts) {
        addCountry(line, candidate, country);
        if (flagger != null) {
            addFlags(line, candidate, reference, verdicts);
        }
        if (suspicion) {
            addSuspicion(line, candidate, reference);
        }
        if (settings != null) {
            settings.writeTo(line);
        }
        return ScoreRecord.capped(line, maxRowBytes);
    }

    /** The predicted country (from the conclusion, else the LLM when one is set) and, with a truth, whether it is right. */
    private void addCountry(ObjectNode line, ReasoningChain candidate, String truth) {
        Optional<String> predicted = CountryGuess.predicted(candidate);
        if (predicted.isEmpty() && countryExtractor != null) {
            try {
                predicted = countryExtractor.predicted(candidate);
                line.put("predicted_country_by", "llm");
            } catch (JudgeException e) {
                line.put("country_error", e.getMessage());
            }
        }
        predicted.ifPresent(p -> line.put("predicted_country", p));
        if (truth != null) {
            Optional<String> p = predicted;
            line.put("country_correct", p.map(x -> CountryGuess.sameCountry(x, truth)).orElse(false));
        }
    }

    /**
     * The vlm judge's true/false per candidate statement, when a score comes from it.
     *
     * @param s          the score
     * @param statements the candidate's statement count
     * @return the verdicts, or null when the score is not a vlm judge's success
     */
    public static boolean[] vlmVerdicts(ChainScore s, int statements) {
        if (s.isFailure() || !"vlm".equals(s.provenance().judge()) || s.candidateAlignments().size() != statements) {
            return null;
        }
        boolean[] v = new boolean[statements];
        for (int i = 0; i < v.length; i++) {
            v[i] = s.candidateAlignments().get(i).score() > 0;
        }
        return v;
    }

    private void addFlags(ObjectNode line, ReasoningChain candidate, ReasoningChain reference, boolean[] verdicts) {
        line.put("statements", candidate.size());
        ObjectNode counts = line.putObject("flags");
        for (ErrorFlag f : ErrorFlag.values()) {
            if (f != ErrorFlag.HALLUCINATION || verdicts != null) {
                counts.put(f.key(), 0);
            }
        }
        ArrayNode list = line.putArray("flagged_statements");
        for (FlaggedStatement fs : flagger.flag(candidate, reference, verdicts)) {
            counts.put(fs.flag().key(), counts.get(fs.flag().key()).asInt() + 1);
            list.addObject().put("index", fs.index()).put("flag", fs.flag().key()).put("reason", fs.reason());
        }
    }

    /** Statements that speak to the grader; they reach an LLM judge fenced and unaltered. */
    private static void addSuspicion(ObjectNode line, ReasoningChain candidate, ReasoningChain reference) {
        List<Integer> cand = Fence.suspicious(candidate.statements());
        List<Integer> ref = Fence.suspicious(reference.statements());
        if (cand.isEmpty() && ref.isEmpty()) {
            return;
        }
        ObjectNode o = line.putObject("suspected_injection");
        cand.forEach(o.putArray("candidate")::add);
        ref.forEach(o.putArray("reference")::add);
    }

    /**
     * The settings a run's rows carry: everything their numbers depend on. Options the judge
     * reports among its parameters are recorded by their effective value (so {@code lo=0.40} and
     * the default agree); other options as given.
     *
     * @param provenance   the scorer's provenance ({@code ChainScorer.provenance()})
     * @param options      the options the user gave the judge
     * @param encoder      the encoder the run uses, or null
     * @param flags        whether rows carry error flags
     * @param countryByLlm whether an LLM reads conclusions the gazetteer cannot
     * @return the settings
     */
    public static RunSettings settings(Provenance provenance, Map<String, String> options, OnnxSentenceEncoder encoder,
                                       boolean flags, boolean countryByLlm) {
        return settings(provenance, options, encoder, flags, countryByLlm, Map.of());
    }

    /**
     * The settings a run's rows carry, with settings of the runner's own (how conclusions are
     * read, which expert is the reference, overridden prompt files, ...).
     *
     * @param provenance   the scorer's provenance ({@code ChainScorer.provenance()})
     * @param options      the options the user gave the judge
     * @param encoder      the encoder the run uses, or null
     * @param flags        whether rows carry error flags
     * @param countryByLlm whether an LLM reads conclusions the gazetteer cannot
     * @param extra        further settings of the runner
     * @return the settings
     */
    public static RunSettings settings(Provenance provenance, Map<String, String> options, OnnxSentenceEncoder encoder,
                                       boolean flags, boolean countryByLlm, Map<String, String> extra) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("judge", provenance.judge());
        m.put("model_id", provenance.modelId());
        provenance.weights().ifPresent(w -> m.put("weights_sha256", w));
        provenance.prompt().ifPresent(v -> m.put("prompt_version", v));
        provenance.parameters().forEach((k, v) -> m.put("judge." + k, v));
        options.forEach((k, v) -> {
            if (!provenance.parameters().containsKey(k)) {
                m.put("option." + k, v);
            }
        });
        if (encoder != null) {
            m.put("encoder", encoder.modelId());
            encoder.weightsSha256().ifPresent(w -> m.put("encoder.weights_sha256", w));
            m.put("encoder.max_tokens", Integer.toString(encoder.maxTokens()));
            m.put("encoder.long_input", encoder.longInputPolicy() == LongInputPolicy.TRUNCATE ? "truncate" : "chunk");
        }
        m.put("flags", flags ? "on" : "off");
        m.put("country_by_llm", countryByLlm ? "on" : "off");
        m.putAll(extra);
        m.put("library_version", BuildInfo.georcVersion());
        return RunSettings.of(m);
    }

    /** Builder for {@link ScoreRows}. */
    public static final class Builder {
        private boolean alignments = true;
        private ErrorFlagger flagger;
        private LlmCountryExtractor countryExtractor;
        private boolean suspicion;
        private RunSettings settings;
        private long maxRowBytes = 4L * 1024 * 1024;

        private Builder() {
        }

        /** @param on write per-statement alignments (default true) @return this */
        public Builder alignments(boolean on) {
            this.alignments = on;
            return this;
        }

        /** @param f flags statements (false tool use, filler, misattribution, hallucination), or null @return this */
        public Builder flagger(ErrorFlagger f) {
            this.flagger = f;
            return this;
        }

        /** @param x reads the country of a conclusion the gazetteer cannot, or null @return this */
        public Builder countryExtractor(LlmCountryExtractor x) {
            this.countryExtractor = x;
            return this;
        }

        /** @param on record statements that address an LLM grader (default false) @return this */
        public Builder suspicion(boolean on) {
            this.suspicion = on;
            return this;
        }

        /** @param s the run's settings, written into every row, or null @return this */
        public Builder settings(RunSettings s) {
            this.settings = s;
            return this;
        }

        /** @param bytes largest row; a larger one leaves out its alignments (default 4 MiB) @return this */
        public Builder maxRowBytes(long bytes) {
            this.maxRowBytes = bytes;
            return this;
        }

        /** @return the row builder */
        public ScoreRows build() {
            if (maxRowBytes < 1024) {
                throw new org.georc.core.ConfigurationException("maxRowBytes must be >= 1024, got " + maxRowBytes);
            }
            return new ScoreRows(this);
        }
    }
}
