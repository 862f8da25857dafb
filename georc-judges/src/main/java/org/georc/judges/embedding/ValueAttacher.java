package org.georc.judges.embedding;

import static org.georc.judges.embedding.ClauseWords.BORDER;
import static org.georc.judges.embedding.ClauseWords.COLOUR;
import static org.georc.judges.embedding.ClauseWords.COPULAS;
import static org.georc.judges.embedding.ClauseWords.MOTION_VERBS;
import static org.georc.judges.embedding.ClauseWords.EDGE_LINE;
import static org.georc.judges.embedding.ClauseWords.LINE_PATTERN;
import static org.georc.judges.embedding.ClauseWords.NEGATIONS;
import static org.georc.judges.embedding.ClauseWords.PATTERN_WORDS;
import static org.georc.judges.embedding.ClauseWords.PHRASE_ENDS;
import static org.georc.judges.embedding.ClauseWords.POSITION;
import static org.georc.judges.embedding.ClauseWords.TRAFFIC;
import static org.georc.judges.embedding.ClauseWords.TRAFFIC_SIDE;
import static org.georc.judges.embedding.ClauseWords.WEAK;
import static org.georc.judges.embedding.NegationScoper.isNegated;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.georc.judges.embedding.MentionChunker.Mention;
import org.georc.judges.embedding.MentionChunker.Mentions;
import org.georc.judges.embedding.ValueTagger.ValueHit;
import org.georc.judges.embedding.ValueTagger.Values;

/** Stage 5a of reading a clause: what each of its values describes. */
final class ValueAttacher {
    /**
     * The values with what each describes, the sets of asserted and negated values, and whether
     * a border was drawn as a line (it is then an edge line).
     */
    record Attached(List<ClauseReading.Attachment> attachments, Set<String> values, Set<String> negated,
                            boolean drawnEdge) {
    }

    private final ObjectLexicon lexicon;
    private final Map<String, AttributeFamily> byName;

    ValueAttacher(ObjectLexicon lexicon, Map<String, AttributeFamily> byName) {
        this.lexicon = lexicon;
        this.byName = byName;
    }

    /**
     * Stage 5a: what each value describes (the scene for a global family; a family restricted
     * to classes drops values describing anything else); the position of traffic is its side;
     * an edge or border drawn solid or dashed is an edge line ("solid white edges").
     */
    Attached attach(ClauseTokens tokens, Values values, Mentions mentions) {
        List<String> raw = tokens.raw();
        boolean[] punctuated = punctuationBefore(tokens);
        Set<String> asserted = new TreeSet<>();
        Set<String> negatedValues = new TreeSet<>();
        List<ClauseReading.Attachment> attachments = new ArrayList<>();
        for (ValueHit h : values.hits()) {
            boolean neg = isNegated(raw, h.first(), h.last());
            String object;
            if (h.family().global()) {
                object = "*";
            } else {
                object = objectOf(raw, punctuated, tokens.folded(), values.attribute(), mentions.list(), mentions.at(), h.first(),
                        h.last());
            }
            if (!h.family().on().isEmpty()) {
                String target = object;
                if (h.family().nominal() && mentions.at()[h.first()] >= 0) {
                    target = mentions.list().get(mentions.at()[h.first()]).cls();
                }
                if (!inGroup(target, h.family().on()) && (lexicon.isClass(target) || target.equals("*"))) {
                    continue;
                }
                object = h.family().name();
            }
            AttributeFamily family = h.family();
            if (family.name().equals(POSITION) && !object.equals(TRAFFIC) && trafficMovesBefore(raw, mentions, h.first())) {
                object = TRAFFIC; // "traffic moves on the right": what moves is the traffic
            }
            if (family.name().equals(POSITION) && object.equals(TRAFFIC)) {
                // the side that traffic uses is the side of traffic ("traffic uses the right-hand side")
                AttributeFamily side = byName.get(TRAFFIC_SIDE);
                if (side.phraseToValue().containsValue(h.value())) {
                    family = side;
                    object = "*";
                }
            }
            String key = family.name() + "=" + h.value();
            if (neg) {
                negatedValues.add(key);
            } else {
                asserted.add(key);
            }
            attachments.add(new ClauseReading.Attachment(family.name(), h.value(), object, neg));
        }
        boolean drawnEdge = drawnEdge(attachments, mentions.list());
        if (drawnEdge) {
            attachments.replaceAll(at -> at.object().equals(BORDER)
                    ? new ClauseReading.Attachment(at.family(), at.value(), EDGE_LINE, at.negated()) : at);
        }
        return new Attached(attachments, asserted, negatedValues, drawnEdge);
    }

    /** Whether traffic and a motion verb come just before a value ("traffic moves on the right"; not "a car parked on the left"). */
    private static boolean trafficMovesBefore(List<String> raw, Mentions mentions, int first) {
        if (first < 2 || !MOTION_VERBS.contains(raw.get(first - 1))) {
            return false;
        }
        int m = mentions.at()[first - 2];
        return m >= 0 && mentions.list().get(m).cls().equals(TRAFFIC);
    }

    /**
     * Whether a border is drawn as a line: given a line pattern ("solid white edges"), or a colour
     * when the clause names nothing else the border could belong to ("white edges", not "a sign
     * with a red border"). It is then an edge line.
     */
    private boolean drawnEdge(List<ClauseReading.Attachment> attachments, List<Mention> mentions) {
        boolean alone = true;
        for (Mention m : mentions) {
            alone &= m.cls().equals(BORDER) || m.generic() || lexicon.isSetting(m.cls());
        }
        for (ClauseReading.Attachment at : attachments) {
            if (at.object().equals(BORDER) && (at.family().equals(LINE_PATTERN) || (alone && at.family().equals(COLOUR)))) {
                return true;
            }
        }
        return false;
    }

    private boolean inGroup(String object, Set<String> group) {
        for (String g : group) {
            if (lexicon.isA(object, g)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a value describes: the first object within three words after it (a phrase end such
     * as "on" or "with" stops the search), else the first content word there, else the nearest
     * object or content word before it; "*" when there is none.
     */
    private String objectOf(List<String> raw, boolean[] punctuated, String[] folded, boolean[] attribute,
                            List<Mention> mentions, int[] mentionAt, int first, int last) {
        String subject = predicateSubject(raw, punctuated, attribute, mentions, mentionAt, first);
        if (subject != null) {
            return subject;
        }
        if (first > 0 && mentionAt[first - 1] >= 0 && !mentions.get(mentionAt[first - 1]).pattern()
                && last + 1 < raw.size() && attribute[last + 1] && mentionAt[last + 1] < 0) {
            // terse jargon that names the thing first: "plate yellow, black characters"
            return mentions.get(mentionAt[first - 1]).cls();
        }
        String word = null;
        for (int k = last + 1; k < raw.size() && k <= last + 3; k++) {
            if (mentionAt[k] >= 0 && mentions.get(mentionAt[k]).pattern()) {
                continue; // "painted with red and white stripes": the stripes are how, not what
            }
            if (mentionAt[k] >= 0) {
                Mention found = mentions.get(mentionAt[k]);
                if (lexicon.isSetting(found.cls()) || found.generic()) {
                    // "white roadside bollards": the bollards are white, not the roadside
                    for (int j = found.last() + 1; j < raw.size() && j <= last + 3; j++) {
                        if (PHRASE_ENDS.contains(raw.get(j))) {
                            break;
                        }
                        if (mentionAt[j] >= 0 && !lexicon.isSetting(mentions.get(mentionAt[j]).cls())) {
                            return mentions.get(mentionAt[j]).cls();
                        }
                    }
                }
                return found.cls();
            }
            if (PHRASE_ENDS.contains(raw.get(k))) {
                break;
            }
            if (word == null && isContent(raw.get(k), folded[k]) && !attribute[k]
                    && !PATTERN_WORDS.contains(folded[k])) {
                word = folded[k];
            }
        }
        if (word != null) {
            return word;
        }
        for (int k = first - 1; k >= 0; k--) {
            if (mentionAt[k] >= 0 && !mentions.get(mentionAt[k]).pattern()) {
                return mentions.get(mentionAt[k]).cls();
            }
            if (mentionAt[k] < 0 && isContent(raw.get(k), folded[k]) && !attribute[k] && !PATTERN_WORDS.contains(folded[k])) {
                return folded[k];
            }
        }
        return "*";
    }

    /**
     * The subject a predicate value describes: after a copula ("the rear plate on the car ahead is
     * white", "wooden houses painted red have turf roofs"), the first object named before it in
     * its part of the clause (after the last "and", "but" or relative pronoun), the last noun of a
     * compound ("shop wall"); null when the value follows no copula or no object precedes it.
     */
    private String predicateSubject(List<String> raw, boolean[] punctuated, boolean[] attribute, List<Mention> mentions,
                                    int[] mentionAt, int first) {
        int k = first - 1;
        // back over adverbs and the values of the same predicate ("painted alternately red and white")
        while (k >= 0 && mentionAt[k] < 0 && (attribute[k] || (WEAK.contains(raw.get(k)) && !COPULAS.contains(raw.get(k))))) {
            k--;
        }
        if (k < 0 || !COPULAS.contains(raw.get(k)) || mentionAt[k] >= 0) {
            return null;
        }
        int start = 0;
        for (int j = k - 1; j >= 0; j--) {
            String w = raw.get(j);
            if (w.equals("and") || w.equals("but") || w.equals("or") || w.equals("while") || w.equals("whereas")
                    || w.equals("that") || w.equals("which")) {
                start = j + 1; // "... and one at the back is blue": the subject is in this part
                break;
            }
            if (punctuated[j]) {
                start = j; // "the taxi is yellow, the bus is blue"
                break;
            }
        }
        for (int j = start; j < k; j++) {
            if (mentionAt[j] < 0) {
                continue;
            }
            Mention m = mentions.get(mentionAt[j]);
            if (m.pattern() || m.generic() || lexicon.isSetting(m.cls())) {
                j = m.last();
                continue;
            }
            // the head of a compound is its last noun: "shop wall" is a wall
            while (m.last() + 1 < k && mentionAt[m.last() + 1] >= 0
                    && !mentions.get(mentionAt[m.last() + 1]).pattern()) {
                m = mentions.get(mentionAt[m.last() + 1]);
            }
            return m.cls();
        }
        return null;
    }

    /** Per token, whether a comma, semicolon or colon stands between it and the token before. */
    private static boolean[] punctuationBefore(ClauseTokens tokens) {
        List<int[]> spans = tokens.spans();
        String text = tokens.text();
        boolean[] out = new boolean[spans.size()];
        for (int k = 1; k < spans.size(); k++) {
            String gap = text.substring(spans.get(k - 1)[1], spans.get(k)[0]);
            out[k] = gap.indexOf(',') >= 0 || gap.indexOf(';') >= 0 || gap.indexOf(':') >= 0;
        }
        return out;
    }

    private static boolean isContent(String word, String folded) {
        return word.length() >= 3 && !WEAK.contains(word) && !WEAK.contains(folded) && !NEGATIONS.contains(word);
    }
}
