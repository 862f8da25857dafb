package org.georc.judges.embedding;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
import org.georc.metrics.Ramp;

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
        all.add(0, JudgeOption.choice("encoder", EncoderChoice.DEFAULT.optionValue(),
                "embedded encoder: MiniLM, bge-small or e5-small (calibrated onto MiniLM's cosine scale), or the mean "
                        + "of MiniLM and one of them (the second model's weights artifact must be on the class path)",
                EncoderChoice.optionValues()));
        return all;
    }

    /**
     * The options of the key-point judges ({@code embedding}, {@code keypoints}): the ramp, the
     * contradiction check, object-aware matching and its gate, and user lexicons.
     *
     * @param conflictsByDefault whether the contradiction check is on when {@code conflicts} is unset
     * @param objectsByDefault   whether object-aware matching is on when {@code matching} is unset
     * @return the declarations, in help order
     */
    public static List<JudgeOption> keyPointOptions(boolean conflictsByDefault, boolean objectsByDefault) {
        return List.of(
                JudgeOption.number("lo", Ramp.DEFAULT_LO, "cosine at or below which a clause earns nothing"),
                JudgeOption.number("hi", Ramp.DEFAULT_HI, "cosine at or above which a clause earns full credit"),
                JudgeOption.bool("conflicts", conflictsByDefault,
                        "withdraw the credit of clause pairs whose attribute values clash (left vs right)"),
                JudgeOption.choice("matching", objectsByDefault ? "objects" : "plain",
                        "objects: object-aware matching; plain: the cosine ramp alone", "objects", "plain"),
                JudgeOption.number("object-only", ObjectMatching.DEFAULT_OBJECT_ONLY,
                        "gate of a pair that shares only its object, or disagrees on it, in [0, 1]"),
                JudgeOption.number("mismatch", ObjectMatching.DEFAULT_MISMATCH,
                        "gate of the same object whose attribute values differ and share none, in [0, 1]"),
                JudgeOption.bool("mismatch-blocks", ObjectMatching.DEFAULT_MISMATCH_BLOCKS,
                        "a mismatch the whole statements confirm blocks every clause pair of the two statements"),
                JudgeOption.bool("scene-agreement", ObjectMatching.DEFAULT_SCENE_AGREEMENT,
                        "two clauses asserting the same side of traffic, camera generation or platform, and mismatching in nothing, agree"),
                JudgeOption.number("different-trusted-cosine", ObjectMatching.DEFAULT_DIFFERENT_TRUSTED_COSINE,
                        "cosine from which clauses read as about different objects (not a one-word swap) are trusted to the encoder; above 1 turns it off"),
                JudgeOption.bool("writing-links", ObjectMatching.DEFAULT_WRITING_LINKS,
                        "clauses read as about different objects are compared when they share a script or language"),
                JudgeOption.number("bare-object", ObjectMatching.DEFAULT_BARE_OBJECT,
                        "gate of a bare object against the same object with attributes, in [0, 1]"),
                JudgeOption.number("terse-bare", ObjectMatching.DEFAULT_TERSE_BARE,
                        "gate of a bare object's own credit against the same object described (\"a bus\" from \"a yellow bus\"), in [0, 1]"),
                JudgeOption.number("near-agreement-min-cosine", ObjectMatching.DEFAULT_NEAR_AGREEMENT_MIN_COSINE,
                        "lowest cosine at which readings agreeing on all attributes of the smaller side but one earn the agreement credit; above 1 turns it off"),
                JudgeOption.number("unknown-objects", ObjectMatching.DEFAULT_UNKNOWN_OBJECTS,
                        "gate of a pair whose objects cannot be compared, in [0, 1]"),
                JudgeOption.integer("full-agreement", ObjectMatching.DEFAULT_FULL_AGREEMENT,
                        "shared attributes that earn full agreement, at least 1"),
                JudgeOption.number("agreement-credit", ObjectMatching.DEFAULT_AGREEMENT_CREDIT,
                        "least credit of a pair whose readings agree fully, in [0, 1]; 0 turns it off"),
                JudgeOption.number("agreement-min-cosine", ObjectMatching.DEFAULT_AGREEMENT_MIN_COSINE,
                        "lowest cosine at which the agreement credit applies"),
                JudgeOption.number("similar-lo", ObjectMatching.DEFAULT_SIMILAR_LO,
                        "cosine at which object-only and bare-object gates start to rise"),
                JudgeOption.number("similar-hi", ObjectMatching.DEFAULT_SIMILAR_HI,
                        "cosine at which those gates reach similar-max"),
                JudgeOption.number("similar-max", ObjectMatching.DEFAULT_SIMILAR_MAX,
                        "the highest those gates rise to, in [0, 1]"),
                JudgeOption.path("conflict-lexicon",
                        "a file of extra attribute families for the contradiction check (default: built-in only)"),
                JudgeOption.path("object-lexicon",
                        "a file of extra object classes for object-aware matching (default: built-in only)"),
                JudgeOption.bool("wrapping", objectsByDefault,
                        "leave ungraded the clauses whose nearest examples are a VLM's wrapping (scene, weather, image"
                                + " quality, tool use, summaries) rather than evidence"),
                JudgeOption.number("wrapping-min", WrappingFilter.DEFAULT_MIN,
                        "least cosine to the nearest wrapping example, in (0, 1]"),
                JudgeOption.number("wrapping-margin", WrappingFilter.DEFAULT_MARGIN,
                        "least margin of the nearest wrapping example over the nearest evidence example, in [0, 1]"),
                JudgeOption.bool("wrapping-spares-scene", true,
                        "never leave ungraded a clause that states a side of traffic, camera generation, coverage age or platform"),
                JudgeOption.path("wrapping-examples",
                        "a file of [wrapping] and [evidence] statements that replaces the built-in examples"));
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
        double lo = resources.doubleOption("lo", Ramp.DEFAULT_LO);
        double hi = resources.doubleOption("hi", Ramp.DEFAULT_HI);
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
                : resources.option("encoder").map(EncoderChoice::named).orElse(EncoderChoice.DEFAULT);
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
        if (!resources.booleanOption("wrapping", byDefault)) {
            return null;
        }
        LexiconFile file = resources.option("wrapping-examples")
                .map(f -> LexiconFile.read(Path.of(f), "wrapping examples")).orElse(WrappingFilter.builtInExamples());
        return WrappingFilter.of(file, extractor, resources.doubleOption("wrapping-min", WrappingFilter.DEFAULT_MIN),
                resources.doubleOption("wrapping-margin", WrappingFilter.DEFAULT_MARGIN),
                resources.booleanOption("wrapping-spares-scene", true) ? reader : null);
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
                .mismatch(resources.doubleOption("mismatch", ObjectMatching.DEFAULT_MISMATCH))
                .mismatchBlocks(resources.booleanOption("mismatch-blocks", ObjectMatching.DEFAULT_MISMATCH_BLOCKS))
                .sceneAgreement(resources.booleanOption("scene-agreement", ObjectMatching.DEFAULT_SCENE_AGREEMENT))
                .writingLinks(resources.booleanOption("writing-links", ObjectMatching.DEFAULT_WRITING_LINKS))
                .differentTrustedCosine(resources.doubleOption("different-trusted-cosine",
                        ObjectMatching.DEFAULT_DIFFERENT_TRUSTED_COSINE))
                .bareObject(resources.doubleOption("bare-object", ObjectMatching.DEFAULT_BARE_OBJECT))
                .terseBare(resources.doubleOption("terse-bare", ObjectMatching.DEFAULT_TERSE_BARE))
                .unknownObjects(resources.doubleOption("unknown-objects", ObjectMatching.DEFAULT_UNKNOWN_OBJECTS))
                .fullAgreement((int) full)
                .agreementCredit(resources.doubleOption("agreement-credit", ObjectMatching.DEFAULT_AGREEMENT_CREDIT),
                        resources.doubleOption("agreement-min-cosine", ObjectMatching.DEFAULT_AGREEMENT_MIN_COSINE))
                .nearAgreementMinCosine(resources.doubleOption("near-agreement-min-cosine",
                        ObjectMatching.DEFAULT_NEAR_AGREEMENT_MIN_COSINE))
                .similarAttributes(resources.doubleOption("similar-lo", ObjectMatching.DEFAULT_SIMILAR_LO),
                        resources.doubleOption("similar-hi", ObjectMatching.DEFAULT_SIMILAR_HI),
                        resources.doubleOption("similar-max", ObjectMatching.DEFAULT_SIMILAR_MAX))
                .build();
    }
}
