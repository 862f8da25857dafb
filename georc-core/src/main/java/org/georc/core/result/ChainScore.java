package org.georc.core.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.georc.metrics.Prf;

/**
 * The immutable result of scoring one candidate chain against one reference chain.
 *
 * <p>A score is either a success, with precision, recall and F1 in [0, 1] and per-statement
 * alignments both ways, or a failure, with a {@link #judgeError()} and no numbers. A failure
 * never turns into a silent 0: reading {@link #precision()} of a failure throws, and
 * aggregations are expected to skip failures and count them.
 */
public final class ChainScore {
    private final Prf prf;
    private final List<Alignment> candidateAlignments;
    private final List<Alignment> referenceAlignments;
    private final Provenance provenance;
    private final String judgeError;
    private final TokenUsage usage;
    /** Judge-specific data keyed by its type (the vlm judge's image verdicts); never written to rows by core. */
    private final Map<Class<?>, Object> extras;
    private final String note;

    private ChainScore(Prf prf, List<Alignment> candidateAlignments, List<Alignment> referenceAlignments,
                       Provenance provenance, String judgeError) {
        this(prf, candidateAlignments, referenceAlignments, provenance, judgeError, null, Map.of(), null);
    }

    private ChainScore(Prf prf, List<Alignment> candidateAlignments, List<Alignment> referenceAlignments,
                       Provenance provenance, String judgeError, TokenUsage usage,
                       Map<Class<?>, Object> extras, String note) {
        if (provenance == null) {
            throw new IllegalArgumentException("provenance is required");
        }
        this.prf = prf;
        this.candidateAlignments = List.copyOf(candidateAlignments);
        this.referenceAlignments = List.copyOf(referenceAlignments);
        this.provenance = provenance;
        this.judgeError = judgeError;
        this.usage = usage;
        this.note = note;
        this.extras = extras;
    }

    /**
     * A successful score.
     *
     * @param prf                 precision, recall, F1
     * @param candidateAlignments one entry per candidate statement or clause (the precision side)
     * @param referenceAlignments one entry per reference statement or clause (the recall side)
     * @param provenance          where the score came from
     * @return the score
     */
    public static ChainScore of(Prf prf, List<Alignment> candidateAlignments, List<Alignment> referenceAlignments,
                                Provenance provenance) {
        if (prf == null) {
            throw new IllegalArgumentException("prf is required for a successful score");
        }
        return new ChainScore(prf, candidateAlignments, referenceAlignments, provenance, null);
    }

    /**
     * A failed score: the judge could not produce numbers.
     *
     * @param error      what went wrong, for the result file
     * @param provenance where the attempt came from
     * @return the failure
     */
    public static ChainScore failure(String error, Provenance provenance) {
        if (error == null || error.isBlank()) {
            throw new IllegalArgumentException("a failure needs an error message");
        }
        return new ChainScore(null, List.of(), List.of(), provenance, error);
    }

    /**
     * @param p the provenance to carry instead
     * @return a copy of this score (or failure) with another provenance
     */
    public ChainScore withProvenance(Provenance p) {
        return new ChainScore(prf, candidateAlignments, referenceAlignments, p, judgeError, usage, extras, note);
    }

    /**
     * @param u the tokens the judge's model requests for this pair cost (null: not known)
     * @return a copy of this score (or failure) carrying that usage
     */
    public ChainScore withUsage(TokenUsage u) {
        return new ChainScore(prf, candidateAlignments, referenceAlignments, provenance, judgeError, u, extras, note);
    }

    /** @return the tokens spent on this pair, when the judge's back-end reported them */
    public Optional<TokenUsage> usage() {
        return Optional.ofNullable(usage);
    }

    /**
     * Attaches judge-specific data, keyed by its type: the extension point for what one judge
     * knows and others do not (the vlm judge's per-statement image verdicts), read back with
     * {@link #extra}. Core never writes extras to result rows; whoever reads one decides what
     * it means.
     *
     * @param type  the key, the value's type
     * @param value the data, or null to remove it
     * @param <T>   the type
     * @return a copy carrying it
     */
    public <T> ChainScore with(Class<T> type, T value) {
        Map<Class<?>, Object> m = new LinkedHashMap<>(extras);
        if (value == null) {
            m.remove(type);
        } else {
            m.put(type, type.cast(value));
        }
        return new ChainScore(prf, candidateAlignments, referenceAlignments, provenance, judgeError, usage,
                Collections.unmodifiableMap(m), note);
    }

    /**
     * @param type the key given to {@link #with}
     * @param <T>  the type
     * @return the judge-specific data of that type, if the judge attached any
     */
    public <T> Optional<T> extra(Class<T> type) {
        return Optional.ofNullable(type.cast(extras.get(type)));
    }

    /**
     * @param n a note for the result row, saying why the score is what it is (null: none)
     * @return a copy carrying the note
     */
    public ChainScore withNote(String n) {
        return new ChainScore(prf, candidateAlignments, referenceAlignments, provenance, judgeError, usage, extras, n);
    }

    /** @return the note on this score ("no candidate points: 0/0/0 without asking the judge"), if any */
    public Optional<String> note() {
        return Optional.ofNullable(note);
    }

    /** @return whether the judge failed on this pair */
    public boolean isFailure() {
        return prf == null;
    }

    /** @return the error of a failed score, empty for a success */
    public Optional<String> judgeError() {
        return Optional.ofNullable(judgeError);
    }

    /** @return precision, recall and F1, empty for a failure */
    public Optional<Prf> scores() {
        return Optional.ofNullable(prf);
    }

    /**
     * @return precision in [0, 1]
     * @throws IllegalStateException for a failure
     */
    public double precision() {
        return required().precision();
    }

    /**
     * @return recall in [0, 1]
     * @throws IllegalStateException for a failure
     */
    public double recall() {
        return required().recall();
    }

    /**
     * @return F1 in [0, 1]
     * @throws IllegalStateException for a failure
     */
    public double f1() {
        return required().f1();
    }

    /** @return per candidate statement (or clause): its credit and best support in the reference */
    public List<Alignment> candidateAlignments() {
        return candidateAlignments;
    }

    /** @return per reference statement (or clause): its credit and best support in the candidate */
    public List<Alignment> referenceAlignments() {
        return referenceAlignments;
    }

    /** @return where the score came from */
    public Provenance provenance() {
        return provenance;
    }

    private Prf required() {
        if (prf == null) {
            throw new IllegalStateException("the judge failed on this pair: " + judgeError);
        }
        return prf;
    }

    @Override
    public String toString() {
        return isFailure()
                ? "ChainScore[failed: " + judgeError + "]"
                : String.format(java.util.Locale.ROOT, "ChainScore[P=%.4f, R=%.4f, F1=%.4f, judge=%s]",
                        prf.precision(), prf.recall(), prf.f1(), provenance.judge());
    }
}
