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
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.judges.build.BuildInfo;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlag;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.flags.FlaggedStatement;
import org.georc.judges.llm.prompt.Fence;
import org.georc.judges.llm.judge.ImageVerdicts;
import org.georc.judges.llm.judge.LlmCountryExtractor;

/**
 * Builds the rows of a score file ({@code georc score}'s output, and any other runner's, such as
 * the Spark example): the score and provenance ({@link ScoreRecord#toJson}), the predicted country
 * and whether it is right, the statement flags, statements that address an LLM grader, and the
 * run's settings. One place, so every runner writes the same fields the same way. Immutable and
 * thread-safe when its flagger and country extractor are.
 */
public final class ScoreRows implements org.georc.core.pairs.ScoringRun.Rows {
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
     * Whether the candidate named the right country.
     *
     * @param predicted the country its conclusion names, or null when none could be read
     * @param byLlm     whether an LLM read it (the gazetteer could not)
     * @param correct   whether it matches the truth, or null when the truth is not known
     * @param error     why the LLM could not read it, or null
     */
    public record CountryCheck(String predicted, boolean byLlm, Boolean correct, String error) {
    }

    /**
     * The error flags of a candidate's statements.
     *
     * @param statements the candidate's statement count
     * @param counts     flagged statements per flag, every flag listed (hallucination only when
     *                   the judge checked statements against the image)
     * @param flagged    the flagged statements, in order
     */
    public record FlagReport(int statements, Map<ErrorFlag, Integer> counts, List<FlaggedStatement> flagged) {
        /** Copies the collections. */
        public FlagReport {
            counts = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(counts));
            flagged = List.copyOf(flagged);
        }
    }

    /**
     * Statements that address an LLM grader ({@link Fence#suspicious}).
     *
     * @param candidate indices in the candidate chain
     * @param reference indices in the reference chain
     */
    public record Suspicion(List<Integer> candidate, List<Integer> reference) {
        /** Copies the lists. */
        public Suspicion {
            candidate = List.copyOf(candidate);
            reference = List.copyOf(reference);
        }

        /** @return whether any statement was suspicious */
        public boolean any() {
            return !candidate.isEmpty() || !reference.isEmpty();
        }
    }

    /**
     * Everything known about one pair: its score and the checks around it. {@link #toJson}
     * formats it as a score-file row.
     *
     * @param id        item id
     * @param model     candidate model
     * @param score     the judge's score or failure
     * @param country   the true country, or null
     * @param countryCheck the country check
     * @param flags     the error flags, or null when flags are off
     * @param suspicion statements addressing the grader, or null when not checked
     */
    public record PairReport(String id, String model, ChainScore score, String country, CountryCheck countryCheck,
                             FlagReport flags, Suspicion suspicion) {
    }

    /**
     * The typed report of one pair.
     *
     * @param id        item id
     * @param model     candidate model
     * @param candidate the candidate chain
     * @param reference the reference chain
     * @param country   the true country, or null
     * @param score     the score or failure
     * @return the report
     */
    public PairReport report(String id, String model, ReasoningChain candidate, ReasoningChain reference,
                             String country, ChainScore score) {
        return new PairReport(id, model, score, country, countryCheck(candidate, country),
                flagger == null ? null : flags(candidate, reference, score.extra(ImageVerdicts.class).map(ImageVerdicts::holds).orElse(null)),
                suspicion ? suspicion(candidate, reference) : null);
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
        return toJson(report(id, model, candidate, reference, country, score));
    }

    /**
     * A report as a score-file row: scores and provenance ({@link ScoreRecord#toJson}), then the
     * country check, flags, suspected injection and settings; under the size limit.
     *
     * @param r the report
     * @return the row
     */
    public ObjectNode toJson(PairReport r) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (r.country() != null) {
            fields.put("country", r.country());
        }
        return complete(ScoreRecord.toJson(r.id(), r.model(), r.score(), alignments, fields), r);
    }

    /**
     * Completes a row whose score part the caller built (a row pooled over several references,
     * say) with the checks of a report: country, flags, suspected injection, settings, then the
     * size limit.
     *
     * @param line the row so far ({@link ScoreRecord#toJson} or the like)
     * @param r    the pair's report (its score is not written again)
     * @return the row, under the size limit
     */
    public ObjectNode complete(ObjectNode line, PairReport r) {
        CountryCheck c = r.countryCheck();
        if (c.byLlm()) {
            line.put("predicted_country_by", "llm");
        }
        if (c.error() != null) {
            line.put("country_error", c.error());
        }
        if (c.predicted() != null) {
            line.put("predicted_country", c.predicted());
        }
        if (c.correct() != null) {
            line.put("country_correct", c.correct());
        }
        if (r.flags() != null) {
            line.put("statements", r.flags().statements());
            ObjectNode counts = line.putObject("flags");
            r.flags().counts().forEach((f, n) -> counts.put(f.key(), n));
            ArrayNode list = line.putArray("flagged_statements");
            for (FlaggedStatement fs : r.flags().flagged()) {
                list.addObject().put("index", fs.index()).put("flag", fs.flag().key()).put("reason", fs.reason());
            }
        }
        if (r.suspicion() != null && r.suspicion().any()) {
            ObjectNode o = line.putObject("suspected_injection");
            r.suspicion().candidate().forEach(o.putArray("candidate")::add);
            r.suspicion().reference().forEach(o.putArray("reference")::add);
        }
        if (settings != null) {
            settings.writeTo(line);
        }
        return ScoreRecord.capped(line, maxRowBytes);
    }

    /**
     * The row of a scoring run's pair, as JSON text: its score part ({@link
     * org.georc.core.pairs.ScoringPair#scoreRow}: one reference's score, or the pooled one
     * with {@code per_expert}), completed with the checks against the first reference (image
     * verdicts feed the hallucination flag only when one reference was scored).
     *
     * @param pair   the pair
     * @param scores one score per reference
     * @return the row's JSON text
     */
    @Override
    public String line(org.georc.core.pairs.ScoringPair pair, List<ChainScore> scores) {
        return org.georc.core.json.JsonLines.write(row(pair, scores));
    }

    /**
     * The row of a scoring run's pair, as {@link #line} writes it.
     *
     * @param pair   the pair
     * @param scores one score per reference
     * @return the row
     */
    public ObjectNode row(org.georc.core.pairs.ScoringPair pair, List<ChainScore> scores) {
        ObjectNode line = pair.scoreRow(scores, alignments);
        org.georc.core.records.ReferenceRecord ref = pair.references().get(0);
        ChainScore checked = scores.size() == 1 ? scores.get(0) : scores.get(0).with(org.georc.judges.llm.judge.ImageVerdicts.class, null);
        return complete(line, report(pair.id(), pair.model(), pair.candidate(), ref.chain(),
                ref.countryName().orElse(null), checked));
    }

    /** The predicted country (from the conclusion, else the LLM when one is set) and, with a truth, whether it is right. */
    private CountryCheck countryCheck(ReasoningChain candidate, String truth) {
        Optional<String> predicted = CountryGuess.predicted(candidate);
        boolean byLlm = false;
        String error = null;
        if (predicted.isEmpty() && countryExtractor != null) {
            try {
                predicted = countryExtractor.predicted(candidate);
                byLlm = true;
            } catch (JudgeException e) {
                error = e.getMessage();
            }
        }
        Boolean correct = null;
        if (truth != null) {
            correct = predicted.map(x -> CountryGuess.sameCountry(x, truth)).orElse(false);
        }
        return new CountryCheck(predicted.orElse(null), byLlm, correct, error);
    }

    private FlagReport flags(ReasoningChain candidate, ReasoningChain reference, List<Boolean> verdicts) {
        boolean[] v = null;
        if (verdicts != null && verdicts.size() == candidate.size()) {
            v = new boolean[verdicts.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = verdicts.get(i);
            }
        }
        Map<ErrorFlag, Integer> counts = new java.util.EnumMap<>(ErrorFlag.class);
        for (ErrorFlag f : ErrorFlag.values()) {
            if (f != ErrorFlag.HALLUCINATION || v != null) {
                counts.put(f, 0);
            }
        }
        List<FlaggedStatement> flagged = flagger.flag(candidate, reference, v);
        for (FlaggedStatement fs : flagged) {
            counts.merge(fs.flag(), 1, Integer::sum);
        }
        return new FlagReport(candidate.size(), counts, flagged);
    }

    private static Suspicion suspicion(ReasoningChain candidate, ReasoningChain reference) {
        return new Suspicion(Fence.suspicious(candidate.statements()), Fence.suspicious(reference.statements()));
    }

    /**
     * The settings a run's rows carry: everything their numbers depend on. Options the judge
     * reports among its parameters are recorded by their effective value (so {@code lo=0.40} and
     * the default agree); the other options passed here as {@code option.KEY}. Pass
     * {@link org.georc.core.spi.Judges#recordedOptions}: the declared options that can change a
     * score and differ from their defaults, in canonical form, so a run's fingerprint does not
     * depend on how its options were spelled.
     *
     * @param provenance   the scorer's provenance ({@code ChainScorer.provenance()})
     * @param options      the options to record ({@code Judges.recordedOptions(provider, given)})
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
     * @param options      the options to record ({@code Judges.recordedOptions(provider, given)})
     * @param encoder      the encoder the run uses, or null
     * @param flags        whether rows carry error flags
     * @param countryByLlm whether an LLM reads conclusions the gazetteer cannot
     * @param extra        further settings of the runner
     * @return the settings
     */
    public static RunSettings settings(Provenance provenance, Map<String, String> options, OnnxSentenceEncoder encoder,
                                       boolean flags, boolean countryByLlm, Map<String, String> extra) {
        return settings(provenance, options, encoder == null ? Map.of() : modelEntries("encoder", encoder.fingerprint()),
                flags, countryByLlm, extra);
    }

    /**
     * The entries a model adds to a run's settings.
     *
     * @param key         the model kind's settings key ({@code ModelNeed.settingsKey})
     * @param fingerprint the model's {@code Fingerprinted.fingerprint()}
     * @return the entries: {@code key} for the empty key, {@code key.name} for the others
     */
    public static Map<String, String> modelEntries(String key, Map<String, String> fingerprint) {
        Map<String, String> m = new LinkedHashMap<>();
        fingerprint.forEach((k, v) -> m.put(k.isEmpty() ? key : key + "." + k, v));
        return m;
    }

    /**
     * The settings a run's rows carry.
     *
     * @param provenance   the scorer's provenance ({@code ChainScorer.provenance()})
     * @param options      the options to record ({@code Judges.recordedOptions(provider, given)})
     * @param models       the entries of the models the run uses ({@link #modelEntries}), in order
     * @param flags        whether rows carry error flags
     * @param countryByLlm whether an LLM reads conclusions the gazetteer cannot
     * @param extra        further settings of the runner
     * @return the settings
     */
    public static RunSettings settings(Provenance provenance, Map<String, String> options, Map<String, String> models,
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
        m.putAll(models);
        m.put("flags", flags ? "on" : "off");
        m.put("country_by_llm", countryByLlm ? "on" : "off");
        m.putAll(extra);
        if ("default".equals(extra.get("reading"))) {
            // the default reading's rules change what is graded: a run resumed with other rules is refused
            m.put("reading_version", org.georc.core.chain.ChainParser.defaultReadingVersion());
        }
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

        /**
         * @param on write per-statement alignments (default true)
         * @return this
         */
        public Builder alignments(boolean on) {
            this.alignments = on;
            return this;
        }

        /**
         * @param f flags statements (false tool use, filler, misattribution, hallucination), or null
         * @return this
         */
        public Builder flagger(ErrorFlagger f) {
            this.flagger = f;
            return this;
        }

        /**
         * @param x reads the country of a conclusion the gazetteer cannot, or null
         * @return this
         */
        public Builder countryExtractor(LlmCountryExtractor x) {
            this.countryExtractor = x;
            return this;
        }

        /**
         * @param on record statements that address an LLM grader (default false)
         * @return this
         */
        public Builder suspicion(boolean on) {
            this.suspicion = on;
            return this;
        }

        /**
         * @param s the run's settings, written into every row, or null
         * @return this
         */
        public Builder settings(RunSettings s) {
            this.settings = s;
            return this;
        }

        /**
         * @param bytes largest row; a larger one leaves out its alignments (default 4 MiB)
         * @return this
         */
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
