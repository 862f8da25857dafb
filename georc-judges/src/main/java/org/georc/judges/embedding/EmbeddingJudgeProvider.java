package org.georc.judges.embedding;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.metrics.Ramp;

/**
 * The {@code embedding} judge: key-points scoring with the rule-based clause extractor and
 * all-MiniLM-L6-v2. Runs offline with nothing but this library on the class path; when the
 * resources hold no encoder, the judge loads the embedded model itself and closes it.
 *
 * <p>Options: {@code lo} (default 0.40), {@code hi} (default 0.55), {@code conflicts}
 * ({@code true} by default: contradicting clauses earn nothing, see {@link AttributeConflicts}),
 * {@code matching} ({@code objects} by default: object-aware matching, see {@link
 * ObjectMatching}; {@code plain} for the cosine ramp alone), the object gate's parameters
 * {@code object-only}, {@code bare-object}, {@code unknown-objects}, {@code full-agreement},
 * {@code agreement-credit}, {@code agreement-min-cosine}, {@code similar-lo}, {@code similar-hi},
 * {@code similar-max}, and user lexicons {@code
 * conflict-lexicon} (attribute families) and {@code object-lexicon} (object classes).
 * {@code conflicts=false matching=plain} gives the paper's plain ramp.
 */
public final class EmbeddingJudgeProvider implements JudgeProvider {
    /** The registered name. */
    public static final String NAME = "embedding";
    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "key clauses by rules + all-MiniLM-L6-v2 ramp, object-aware matching and contradiction check"
                + " (offline, the default)";
    }

    @Override
    public Set<Requirement> requirements() {
        return Set.of();
    }

    /** The judge embeds clauses; it loads the embedded model itself when given no encoder. */
    @Override
    public boolean usesEncoder() {
        return true;
    }

    @Override
    public Judge create(JudgeResources resources) {
        double lo = resources.doubleOption("lo", Ramp.DEFAULT_LO);
        double hi = resources.doubleOption("hi", Ramp.DEFAULT_HI);
        ClauseReader reader = reader(resources);
        AttributeConflicts check = conflictCheck(resources, true, reader);
        ObjectMatching matching = objectMatching(resources, true, reader);
        boolean owned = resources.encoder().isEmpty();
        SentenceEncoder encoder = resources.encoder().orElseGet(() -> OnnxSentenceEncoder.builder().build());
        try {
            return KeyPointJudge.builder().name(NAME).encoder(encoder, owned)
                    .extractor(new RuleBasedClauseExtractor(Gazetteer.defaults(), reader)).thresholds(lo, hi)
                    .conflicts(check).objectMatching(matching).build();
        } catch (RuntimeException e) {
            if (owned) {
                encoder.close();
            }
            throw e;
        }
    }

    /**
     * The clause reader from the options {@code conflict-lexicon} (extra attribute families) and
     * {@code object-lexicon} (extra object classes).
     *
     * @param resources the judge's options
     * @return the reader
     */
    public static ClauseReader reader(JudgeResources resources) {
        ClauseReader base = ClauseReader.defaults();
        ClauseReader withFamilies = resources.option("conflict-lexicon").map(f -> base.withFamilies(Path.of(f)))
                .orElse(base);
        return resources.option("object-lexicon").map(f -> withFamilies.withObjects(Path.of(f))).orElse(withFamilies);
    }

    /**
     * The contradiction check from the option {@code conflicts}.
     *
     * @param resources the judge's options
     * @param byDefault whether the check is on when the option is unset
     * @param reader    the clause reader
     * @return the check, or null when switched off
     */
    public static AttributeConflicts conflictCheck(JudgeResources resources, boolean byDefault, ClauseReader reader) {
        return resources.booleanOption("conflicts", byDefault) ? AttributeConflicts.of(reader) : null;
    }

    /**
     * Object-aware matching from the option {@code matching} ({@code objects} or {@code plain})
     * and the gate's parameters.
     *
     * @param resources the judge's options
     * @param byDefault whether object matching is on when {@code matching} is unset
     * @param reader    the clause reader
     * @return the matcher, or null for the plain ramp
     * @throws ConfigurationException for an unknown {@code matching} value or a bad parameter
     */
    public static ObjectMatching objectMatching(JudgeResources resources, boolean byDefault, ClauseReader reader) {
        String mode = resources.option("matching").map(v -> v.strip().toLowerCase(Locale.ROOT))
                .orElse(byDefault ? "objects" : "plain");
        switch (mode) {
            case "plain":
                return null;
            case "objects":
                break;
            default:
                throw new ConfigurationException("option matching must be objects or plain, got \"" + mode + "\"");
        }
        double full = resources.doubleOption("full-agreement", ObjectMatching.DEFAULT_FULL_AGREEMENT);
        if (full != Math.rint(full)) {
            throw new ConfigurationException("option full-agreement must be a whole number, got " + full);
        }
        return ObjectMatching.builder().reader(reader)
                .objectOnly(resources.doubleOption("object-only", ObjectMatching.DEFAULT_OBJECT_ONLY))
                .bareObject(resources.doubleOption("bare-object", ObjectMatching.DEFAULT_BARE_OBJECT))
                .unknownObjects(resources.doubleOption("unknown-objects", ObjectMatching.DEFAULT_UNKNOWN_OBJECTS))
                .fullAgreement((int) full)
                .agreementCredit(resources.doubleOption("agreement-credit", ObjectMatching.DEFAULT_AGREEMENT_CREDIT),
                        resources.doubleOption("agreement-min-cosine", ObjectMatching.DEFAULT_AGREEMENT_MIN_COSINE))
                .similarAttributes(resources.doubleOption("similar-lo", ObjectMatching.DEFAULT_SIMILAR_LO),
                        resources.doubleOption("similar-hi", ObjectMatching.DEFAULT_SIMILAR_HI),
                        resources.doubleOption("similar-max", ObjectMatching.DEFAULT_SIMILAR_MAX))
                .build();
    }
}
