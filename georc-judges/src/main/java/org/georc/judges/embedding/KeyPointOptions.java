package org.georc.judges.embedding;

import java.util.List;
import org.georc.core.spi.JudgeOption;
import org.georc.metrics.Ramp;

/**
 * The options of the key-point judges ({@code embedding}, {@code keypoints}), each declared
 * once: {@link EmbeddingJudgeProvider#keyPointOptions} lists them and the provider reads them
 * through these same declarations ({@code resources.number(LO)} and friends), so a default lives
 * only here. Three defaults depend on the judge ({@code conflicts}, {@code matching},
 * {@code wrapping}: on for {@code embedding}, off for the paper's {@code keypoints}); their
 * declarations come from {@link #conflicts}, {@link #matching} and {@link #wrapping}.
 */
final class KeyPointOptions {
    /** {@code matching} for object-aware matching. */
    static final String OBJECTS = "objects";
    /** {@code matching} for the cosine ramp alone. */
    static final String PLAIN = "plain";

    static final JudgeOption LO = JudgeOption.number("lo", Ramp.DEFAULT_LO,
            "cosine at or below which a clause earns nothing");
    static final JudgeOption HI = JudgeOption.number("hi", Ramp.DEFAULT_HI,
            "cosine at or above which a clause earns full credit");
    static final JudgeOption OBJECT_ONLY = JudgeOption.number("object-only", ObjectMatching.DEFAULT_OBJECT_ONLY,
            "gate of a pair that shares only its object, or disagrees on it, in [0, 1]");
    static final JudgeOption MISMATCH = JudgeOption.number("mismatch", ObjectMatching.DEFAULT_MISMATCH,
            "gate of the same object whose attribute values differ and share none, in [0, 1]");
    static final JudgeOption MISMATCH_BLOCKS = JudgeOption.bool("mismatch-blocks", ObjectMatching.DEFAULT_MISMATCH_BLOCKS,
            "a mismatch the whole statements confirm blocks every clause pair of the two statements");
    static final JudgeOption SCENE_AGREEMENT = JudgeOption.bool("scene-agreement", ObjectMatching.DEFAULT_SCENE_AGREEMENT,
            "two clauses asserting the same side of traffic, camera generation or platform, and mismatching in nothing, agree");
    static final JudgeOption DIFFERENT_TRUSTED_COSINE = JudgeOption.number("different-trusted-cosine",
            ObjectMatching.DEFAULT_DIFFERENT_TRUSTED_COSINE,
            "cosine from which clauses read as about different objects (not a one-word swap) are trusted to the encoder; above 1 turns it off");
    static final JudgeOption WRITING_LINKS = JudgeOption.bool("writing-links", ObjectMatching.DEFAULT_WRITING_LINKS,
            "clauses read as about different objects are compared when they share a script or language");
    static final JudgeOption BARE_OBJECT = JudgeOption.number("bare-object", ObjectMatching.DEFAULT_BARE_OBJECT,
            "gate of a bare object against the same object with attributes, in [0, 1]");
    static final JudgeOption TERSE_BARE = JudgeOption.number("terse-bare", ObjectMatching.DEFAULT_TERSE_BARE,
            "gate of a bare object's own credit against the same object described (\"a bus\" from \"a yellow bus\"), in [0, 1]");
    static final JudgeOption NEAR_AGREEMENT_MIN_COSINE = JudgeOption.number("near-agreement-min-cosine",
            ObjectMatching.DEFAULT_NEAR_AGREEMENT_MIN_COSINE,
            "lowest cosine at which readings agreeing on all attributes of the smaller side but one earn the agreement credit; above 1 turns it off");
    static final JudgeOption UNKNOWN_OBJECTS = JudgeOption.number("unknown-objects", ObjectMatching.DEFAULT_UNKNOWN_OBJECTS,
            "gate of a pair whose objects cannot be compared, in [0, 1]");
    static final JudgeOption FULL_AGREEMENT = JudgeOption.integer("full-agreement", ObjectMatching.DEFAULT_FULL_AGREEMENT,
            "shared attributes that earn full agreement, at least 1");
    static final JudgeOption AGREEMENT_CREDIT = JudgeOption.number("agreement-credit", ObjectMatching.DEFAULT_AGREEMENT_CREDIT,
            "least credit of a pair whose readings agree fully, in [0, 1]; 0 turns it off");
    static final JudgeOption AGREEMENT_MIN_COSINE = JudgeOption.number("agreement-min-cosine",
            ObjectMatching.DEFAULT_AGREEMENT_MIN_COSINE, "lowest cosine at which the agreement credit applies");
    static final JudgeOption SIMILAR_LO = JudgeOption.number("similar-lo", ObjectMatching.DEFAULT_SIMILAR_LO,
            "cosine at which object-only and bare-object gates start to rise");
    static final JudgeOption SIMILAR_HI = JudgeOption.number("similar-hi", ObjectMatching.DEFAULT_SIMILAR_HI,
            "cosine at which those gates reach similar-max");
    static final JudgeOption SIMILAR_MAX = JudgeOption.number("similar-max", ObjectMatching.DEFAULT_SIMILAR_MAX,
            "the highest those gates rise to, in [0, 1]");
    static final JudgeOption CONFLICT_LEXICON = JudgeOption.path("conflict-lexicon",
            "a file of extra attribute families for the contradiction check (default: built-in only)");
    static final JudgeOption OBJECT_LEXICON = JudgeOption.path("object-lexicon",
            "a file of extra object classes for object-aware matching (default: built-in only)");
    static final JudgeOption WRAPPING_MIN = JudgeOption.number("wrapping-min", WrappingFilter.DEFAULT_MIN,
            "least cosine to the nearest wrapping example, in (0, 1]");
    static final JudgeOption WRAPPING_MARGIN = JudgeOption.number("wrapping-margin", WrappingFilter.DEFAULT_MARGIN,
            "least margin of the nearest wrapping example over the nearest evidence example, in [0, 1]");
    static final JudgeOption WRAPPING_SPARES_SCENE = JudgeOption.bool("wrapping-spares-scene", true,
            "never leave ungraded a clause that states a side of traffic, camera generation, coverage age or platform");
    static final JudgeOption WRAPPING_EXAMPLES = JudgeOption.path("wrapping-examples",
            "a file of [wrapping] and [evidence] statements that replaces the built-in examples");

    private KeyPointOptions() {
    }

    /**
     * @param byDefault whether the contradiction check is on when the option is unset
     * @return the declaration of {@code conflicts} with that default
     */
    static JudgeOption conflicts(boolean byDefault) {
        return JudgeOption.bool("conflicts", byDefault,
                "withdraw the credit of clause pairs whose attribute values clash (left vs right)");
    }

    /**
     * @param objectsByDefault whether object-aware matching is on when the option is unset
     * @return the declaration of {@code matching} ({@link #OBJECTS} or {@link #PLAIN}) with that default
     */
    static JudgeOption matching(boolean objectsByDefault) {
        return JudgeOption.choice("matching", objectsByDefault ? OBJECTS : PLAIN,
                "objects: object-aware matching; plain: the cosine ramp alone", OBJECTS, PLAIN);
    }

    /**
     * @param byDefault whether the wrapping filter is on when the option is unset
     * @return the declaration of {@code wrapping} with that default
     */
    static JudgeOption wrapping(boolean byDefault) {
        return JudgeOption.bool("wrapping", byDefault,
                "leave ungraded the clauses whose nearest examples are a VLM's wrapping (scene, weather, image"
                        + " quality, tool use, summaries) rather than evidence");
    }

    /**
     * @param conflictsByDefault whether the contradiction check is on when {@code conflicts} is unset
     * @param objectsByDefault   whether object-aware matching and the wrapping filter are on when
     *                           {@code matching} and {@code wrapping} are unset
     * @return every declaration, in help order
     */
    static List<JudgeOption> all(boolean conflictsByDefault, boolean objectsByDefault) {
        return List.of(LO, HI, conflicts(conflictsByDefault), matching(objectsByDefault), OBJECT_ONLY, MISMATCH,
                MISMATCH_BLOCKS, SCENE_AGREEMENT, DIFFERENT_TRUSTED_COSINE, WRITING_LINKS, BARE_OBJECT, TERSE_BARE,
                NEAR_AGREEMENT_MIN_COSINE, UNKNOWN_OBJECTS, FULL_AGREEMENT, AGREEMENT_CREDIT, AGREEMENT_MIN_COSINE,
                SIMILAR_LO, SIMILAR_HI, SIMILAR_MAX, CONFLICT_LEXICON, OBJECT_LEXICON, wrapping(objectsByDefault),
                WRAPPING_MIN, WRAPPING_MARGIN, WRAPPING_SPARES_SCENE, WRAPPING_EXAMPLES);
    }
}
