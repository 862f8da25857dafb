package org.georc.judges.embedding;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.KeyPointExtractor;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.encoder.EncoderChoice;

/**
 * The {@code embedding} judge: key-points scoring with the rule-based clause extractor and
 * all-MiniLM-L6-v2. Runs offline with nothing but this library on the class path; when the
 * resources hold no encoder, the judge loads the embedded model itself and closes it.
 *
 * <p>Options ({@link #keyPointOptions} declares them; {@code georc score --list-judges} prints
 * them): {@code lo} (default 0.40), {@code hi} (default 0.55), {@code conflicts}
 * ({@code true} by default: contradicting clauses earn nothing, see {@link AttributeConflicts}),
 * {@code matching} ({@code objects} by default: object-aware matching, see {@link
 * ObjectMatching}; {@code plain} for the cosine ramp alone), the object gate's parameters
 * {@code object-only}, {@code mismatch}, {@code mismatch-blocks}, {@code scene-agreement}, {@code writing-links}, {@code different-trusted-cosine}, {@code bare-object}, {@code terse-bare}, {@code near-agreement-min-cosine}, {@code unknown-objects}, {@code full-agreement},
 * {@code agreement-credit}, {@code agreement-min-cosine}, {@code similar-lo}, {@code similar-hi},
 * {@code similar-max}, and user lexicons {@code
 * conflict-lexicon} (attribute families) and {@code object-lexicon} (object classes).
 * {@code conflicts=false matching=plain} gives the paper's plain ramp.
 */
public final class EmbeddingJudgeProvider implements JudgeProvider {
    /** The registered name. */
    public static final String NAME = "embedding";
    /** {@code encoder}: only this judge reads it; every other key-point judge stays on MiniLM. */
    private static final JudgeOption ENCODER = JudgeOption.choice("encoder", EncoderChoice.DEFAULT.optionValue(),
            "embedded encoder: MiniLM, bge-small or e5-small (calibrated onto MiniLM's cosine scale), or the mean "
                    + "of MiniLM and one of them (the second model's weights artifact must be on the class path)",
            EncoderChoice.optionValues());

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "key clauses by rules + all-MiniLM-L6-v2 ramp, object-aware matching and contradiction check"
                + " (offline, the default)";
    }

    /** The judge embeds clauses; it loads the embedded model itself when given no encoder. */
    @Override
    public List<ModelNeed> models() {
        return List.of(ModelNeed.optional(SentenceEncoder.class));
    }

    @Override
    public List<JudgeOption> options() {
        List<JudgeOption> all = new java.util.ArrayList<>(keyPointOptions(true, true));
        all.add(0, ENCODER);
        return all;
    }

    /**
     * The options of the key-point judges ({@code embedding}, {@code keypoints}): the ramp, the
     * contradiction check, object-aware matching and its gate, and user lexicons.
     *
     * @param conflictsByDefault whether the contradiction check is on when {@code conflicts} is unset
     * @param objectsByDefault   whether object-aware matching and the wrapping filter are on when
     *                           {@code matching} and {@code wrapping} are unset
     * @return the declarations, in help order; the provider reads the options through these same
     *         declarations, so each default is written once
     */
    public static List<JudgeOption> keyPointOptions(boolean conflictsByDefault, boolean objectsByDefault) {
        return KeyPointOptions.all(conflictsByDefault, objectsByDefault);
    }

    @Override
    public Judge create(JudgeResources resources) {
        return keyPointJudge(resources, NAME, true, reader -> new RuleBasedClauseExtractor(Gazetteer.defaults(), reader),
                null);
    }

    /**
     * Builds a key-point judge from the options every key-point provider declares
     * ({@link #keyPointOptions}): the ramp's {@code lo} and {@code hi}, the clause reader, the
     * contradiction check and object matching. The options are read first, so a bad one fails
     * before any model loads. The encoder is the resources' one, which the caller keeps, or,
     * when they hold none, the embedded all-MiniLM-L6-v2, loaded here and owned by the judge
     * (closed again when the judge cannot be built). The {@code embedding} judge alone reads the
     * option {@code encoder} ({@link EncoderChoice#open}: the caller's encoder stands for MiniLM,
     * a second model is loaded here); every other key-point judge stays on MiniLM.
     *
     * @param resources       encoder and options
     * @param name            the judge's registered name
     * @param layersByDefault whether the contradiction check and object matching are on when
     *                        their options are unset
     * @param extractor       makes the clause extractor, given the clause reader
     * @param promptVersion   the prompt version of an LLM extractor, for provenance, or null
     * @return the judge
     * @throws ConfigurationException for a bad option
     */
    public static KeyPointJudge keyPointJudge(JudgeResources resources, String name, boolean layersByDefault,
                                              Function<ClauseReader, KeyPointExtractor> extractor,
                                              String promptVersion) {
        double lo = resources.number(KeyPointOptions.LO);
        double hi = resources.number(KeyPointOptions.HI);
        ClauseReader reader = reader(resources);
        AttributeConflicts check = conflictCheck(resources, layersByDefault, reader);
        ObjectMatching matching = objectMatching(resources, layersByDefault, reader);
        KeyPointExtractor x = extractor.apply(reader);
        // the examples are read by the rules even under an LLM extractor: hundreds of LLM calls to read them would buy nothing
        WrappingFilter wrapping = wrappingFilter(resources, layersByDefault,
                x instanceof RuleBasedClauseExtractor ? x : new RuleBasedClauseExtractor(Gazetteer.defaults(), reader), reader);
        // the paper's keypoints judge (LLM clauses, plain ramp) reads no lexicon: its provenance stays as it was
        boolean readsRules = check != null || matching != null || x instanceof RuleBasedClauseExtractor
                || wrapping != null;
        // only the embedding judge declares the option encoder; the other key-point judges keep MiniLM
        EncoderChoice choice = !NAME.equals(name) ? EncoderChoice.MINILM
                : EncoderChoice.named(resources.choice(ENCODER));
        EncoderChoice.Opened opened = choice.open(resources.optional(SentenceEncoder.class));
        boolean owned = opened.owned();
        SentenceEncoder encoder = opened.encoder();
        try {
            return KeyPointJudge.builder().name(name).encoder(encoder, owned).extractor(x).thresholds(lo, hi)
                    .conflicts(check).objectMatching(matching).wrapping(wrapping).promptVersion(promptVersion)
                    .lexiconSha256(readsRules ? lexiconSha256(reader, wrapping) : null).build();
        } catch (RuntimeException e) {
            if (owned) {
                encoder.close();
            }
            throw e;
        }
    }

    /**
     * The SHA-256 of every lexicon a rule-reading judge uses, built-in and user-supplied: the
     * reader's object classes, attribute families and word lists, the extractor's word lists,
     * the gazetteer's place names and the error flagger's patterns.
     *
     * @param reader the clause reader
     * @return 64 hex digits
     */
    public static String lexiconSha256(ClauseReader reader) {
        return lexiconSha256(reader, null);
    }

    /**
     * {@link #lexiconSha256(ClauseReader)} with the examples of a wrapping filter.
     *
     * @param reader   the clause reader
     * @param wrapping the judge's wrapping filter, or null when it has none
     * @return 64 hex digits
     */
    public static String lexiconSha256(ClauseReader reader, WrappingFilter wrapping) {
        List<LexiconFile> files = new java.util.ArrayList<>(reader.lexiconFiles());
        if (wrapping != null) {
            files.add(wrapping.file());
        }
        files.addAll(RuleBasedClauseExtractor.lexicons());
        files.addAll(Gazetteer.lexiconFiles());
        // the flagger's patterns (read by name: the flags package builds on this one, not the reverse)
        files.add(LexiconFile.resource(LexiconFile.class, "/org/georc/judges/flags/flag-lexicon.txt"));
        return LexiconFile.sha256(files);
    }

    /**
     * The wrapping filter from the options {@code wrapping}, {@code wrapping-min},
     * {@code wrapping-margin} and {@code wrapping-examples}.
     *
     * @param resources the judge's options
     * @param byDefault whether the filter is on when {@code wrapping} is unset
     * @param extractor reads the examples into clauses (the rules: reading them costs no model call)
     * @return the filter, or null when switched off
     */
    public static WrappingFilter wrappingFilter(JudgeResources resources, boolean byDefault, KeyPointExtractor extractor) {
        return wrappingFilter(resources, byDefault, extractor, null);
    }

    /**
     * @param reader spares the clauses that state a scene value (option {@code wrapping-spares-scene},
     *               default true); null spares nothing
     * @return the filter, or null when switched off
     */
    public static WrappingFilter wrappingFilter(JudgeResources resources, boolean byDefault, KeyPointExtractor extractor,
                                                ClauseReader reader) {
        if (!resources.bool(KeyPointOptions.wrapping(byDefault))) {
            return null;
        }
        LexiconFile file = resources.text(KeyPointOptions.WRAPPING_EXAMPLES)
                .map(f -> LexiconFile.read(Path.of(f), "wrapping examples")).orElse(WrappingFilter.builtInExamples());
        return WrappingFilter.of(file, extractor, resources.number(KeyPointOptions.WRAPPING_MIN),
                resources.number(KeyPointOptions.WRAPPING_MARGIN),
                resources.bool(KeyPointOptions.WRAPPING_SPARES_SCENE) ? reader : null);
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
        ClauseReader withFamilies = resources.text(KeyPointOptions.CONFLICT_LEXICON)
                .map(f -> base.withFamilies(Path.of(f))).orElse(base);
        return resources.text(KeyPointOptions.OBJECT_LEXICON).map(f -> withFamilies.withObjects(Path.of(f)))
                .orElse(withFamilies);
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
        return resources.bool(KeyPointOptions.conflicts(byDefault)) ? AttributeConflicts.of(reader) : null;
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
        if (KeyPointOptions.PLAIN.equals(resources.choice(KeyPointOptions.matching(byDefault)))) {
            return null;
        }
        int full = resources.integer(KeyPointOptions.FULL_AGREEMENT);
        return ObjectMatching.builder().reader(reader)
                .objectOnly(resources.number(KeyPointOptions.OBJECT_ONLY))
                .mismatch(resources.number(KeyPointOptions.MISMATCH))
                .mismatchBlocks(resources.bool(KeyPointOptions.MISMATCH_BLOCKS))
                .sceneAgreement(resources.bool(KeyPointOptions.SCENE_AGREEMENT))
                .writingLinks(resources.bool(KeyPointOptions.WRITING_LINKS))
                .differentTrustedCosine(resources.number(KeyPointOptions.DIFFERENT_TRUSTED_COSINE))
                .bareObject(resources.number(KeyPointOptions.BARE_OBJECT))
                .terseBare(resources.number(KeyPointOptions.TERSE_BARE))
                .unknownObjects(resources.number(KeyPointOptions.UNKNOWN_OBJECTS))
                .fullAgreement(full)
                .agreementCredit(resources.number(KeyPointOptions.AGREEMENT_CREDIT),
                        resources.number(KeyPointOptions.AGREEMENT_MIN_COSINE))
                .nearAgreementMinCosine(resources.number(KeyPointOptions.NEAR_AGREEMENT_MIN_COSINE))
                .similarAttributes(resources.number(KeyPointOptions.SIMILAR_LO),
                        resources.number(KeyPointOptions.SIMILAR_HI), resources.number(KeyPointOptions.SIMILAR_MAX))
                .build();
    }
}
