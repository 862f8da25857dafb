package org.georc.judges.embedding;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The clause reader's word lists ({@code clause-words.txt} beside {@link ClauseReader}) and the
 * names of the object classes and attribute families its rules refer to.
 */
final class ClauseWords {
    static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+(?:'[\\p{L}]+)?");
    /** The clause reader's word lists ({@code clause-words.txt} beside this class). */
    static final LexiconFile WORDS_FILE = LexiconFile.resource(ClauseWords.class, "clause-words.txt");
    private static final Map<String, Set<String>> WORDS = WORDS_FILE.wordLists(List.of("negations",
            "post-negations", "negations-before-of", "pronoun-negations", "pronoun-negation-openers", "motion-verbs",
            "phrase-ends", "weak", "copulas", "generic-nouns", "pattern-words"));
    static final Set<String> NEGATIONS = WORDS.get("negations");
    static final Set<String> POST_NEGATIONS = WORDS.get("post-negations");
    /** Words that negate what follows "of": "bare of plants", "free of markings", "devoid of trees". */
    static final Set<String> NEGATIONS_BEFORE_OF = WORDS.get("negations-before-of");
    /** Negations that stand for what they negate: "nothing painted at the edges" negates the edges. */
    static final Set<String> PRONOUN_NEGATIONS = WORDS.get("pronoun-negations");
    /** What must follow a pronoun negation for it to negate: "painted", "at", "along". */
    static final Set<String> PRONOUN_NEGATION_OPENERS = WORDS.get("pronoun-negation-openers");
    /** Verbs by which traffic has a side ("traffic moves on the right"). */
    static final Set<String> MOTION_VERBS = WORDS.get("motion-verbs");
    /** A negated phrase ends at these ("no vending machines beside the houses" negates "vending machines"). */
    static final Set<String> PHRASE_ENDS = WORDS.get("phrase-ends");
    /** Words that carry no evidence of their own: never details, never what a value describes. */
    static final Set<String> WEAK = WORDS.get("weak");
    /** Words after which a value is a predicate ("the sky is blue"), not a word before its noun. */
    static final Set<String> COPULAS = WORDS.get("copulas");
    /** Generic nouns ("ground") name their class only as a setting: they never veto a specific match. */
    static final Set<String> GENERIC_NOUNS = WORDS.get("generic-nouns");
    /** Words for how a colour is applied ("red and white stripes"): the colour describes the thing striped. */
    static final Set<String> PATTERN_WORDS = WORDS.get("pattern-words");

    /** Object classes the code refers to by name: a lexicon without them fails when it loads. */
    static final String BORDER = "border";
    static final String EDGE_LINE = "edge-line";
    static final String LINE = "line";
    static final String TRAFFIC = "traffic";
    static final List<String> CLASSES_BY_NAME = List.of(BORDER, EDGE_LINE, LINE, TRAFFIC);
    /** Attribute families the code refers to by name (the extractor takes its colours from {@code colour}). */
    static final String COLOUR = "colour";
    static final String TRAFFIC_SIDE = "traffic-side";
    static final String SCRIPT = "script";
    static final String LANGUAGE = "language";
    static final String POSITION = "position";
    static final String LINE_PATTERN = "line-pattern";
    static final List<String> FAMILIES_BY_NAME = List.of(COLOUR, TRAFFIC_SIDE, POSITION, LINE_PATTERN, SCRIPT, LANGUAGE);

    private ClauseWords() {
    }
}
