package org.georc.core.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The default reading of real model and expert output (README "How chains are read"): one
 * statement per line; openers, header-only lines, rules and bare labels carry no evidence; a
 * leading category label is kept as the statement's label and not graded; conclusions are
 * recognised in the forms models write; only a bare conclusion header opens a conclusion
 * section, which ends at the first line that cites evidence or at the next header. Every
 * non-blank line that yields no statement is recorded with its reason. Word lists and
 * patterns come from {@link ReadingRules}.
 */
final class DefaultReading {
    static final String OPENER = "opener";
    static final String HEADER = "header";
    static final String CONCLUSION_HEADER = "conclusion header";
    static final String RULE = "rule";
    static final String BARE_LABEL = "bare label";
    static final String FRAGMENT = "fragment";
    static final String ROUND_HEADER = "round header";

    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    /** The marks a horizontal rule is drawn with ("---", "* * *", "═══" is not one). */
    private static final String RULE_MARKS = "-*_=~—–•·+";
    private static final Pattern HEADING_MARKS = Pattern.compile("^#+\\s*");
    /** "**Label:** text", "**Label**: text", "**Label** – text". */
    private static final Pattern EMPHASIS_LABEL = Pattern.compile(
            "^(\\*\\*|__)\\s*([^*_]+?)\\s*(:)?\\s*(?:\\*\\*|__)\\s*([:\\-–—])?\\s*(.*)$");
    /** "Label: text", the label a few words of letters. */
    private static final Pattern PLAIN_LABEL = Pattern.compile(
            "^(\\p{L}[\\p{L}\\p{M}\\p{Nd}'’&/() -]{0,40}?)(?:\\s*:|\\s[–—])(?:\\s+(.*)|\\s*)$");
    /** "Conclusion ...", "Final conclusion - X": a line that starts with the word. */
    private static final Pattern CONCLUSION_START = Pattern.compile("(?iu)^(?:final\\s+)?conclusions?\\b\\s*([:.\\-–—]\\s*)?(.*)$");
    /** Bold inside a line ("drive on the **right**"): the marks go, the words stay. */
    private static final Pattern INLINE_STARS = Pattern.compile("\\*\\*(?=\\S)([^*]{1,300}?)(?<=\\S)\\*\\*");
    private static final Pattern INLINE_UNDERSCORES = Pattern.compile("__(?=\\S)([^_]{1,300}?)(?<=\\S)__");
    /** Lines longer than this are evidence as they stand: no opener, header or label is that long. */
    private static final int MAX_DRESSED_LINE = 1000;
    private static final int MAX_LABEL_WORDS = 4;
    private static final int MAX_HEADER_WORDS = 10;
    private static final int MAX_LEAD_IN_WORDS = 12;
    private static final int MAX_SHORT_CONCLUSION_WORDS = 8;
    private static final int MAX_PLACE_WORDS = 6;
    private static final int MAX_CLOSING_PLACE_WORDS = 12;
    /** "-> Japan", "=> Japan", "→ Japan": a line led by an arrow, after any bullet. */
    private static final Pattern ARROW_LEAD = Pattern.compile("^(?:[-*•]\\s+)?(?:-+>|=+>|→|⇒|⟶)\\s*\\S");
    /** Splits a line into words for the place-only test. */
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{M}\\p{Nd}'’]+");

    private DefaultReading() {
    }

    /** One line with its dress taken off. */
    private record Line(String written, boolean heading, String label, String rest, String text) {
        /** @return the line without markup, label included */
        String plain() {
            return label == null ? text : rest.isEmpty() ? label + ":" : label + ": " + rest;
        }
    }

    /**
     * A line of three or more rule marks and nothing but spaces between them. Checked by hand, not
     * by a regular expression: a group repeated per mark recurses once per character, and a long
     * line of dashes overflowed the stack.
     */
    static boolean isRule(String line) {
        int marks = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (RULE_MARKS.indexOf(c) >= 0) {
                marks++;
            } else if (" \t\n\u000B\f\r".indexOf(c) < 0 || marks == 0) {
                return false;
            }
        }
        return marks >= 3;
    }

    static ReasoningChain read(String text, int minLength, ReadingRules rules) {
        List<String> statements = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<String> conclusion = new ArrayList<>();
        List<ReasoningChain.Dropped> dropped = new ArrayList<>();
        boolean inSection = false;
        int bulleted = 0; // statements written as list items
        String lastWritten = null; // the line the last statement came from, with its dress
        String heading = ""; // the bare label ("**Signage:**") the statements below it carry
        int lineNo = 0;
        for (String raw : LINE_BREAK.split(text, -1)) {
            lineNo++;
            String written = raw.strip();
            if (written.isEmpty()) {
                continue;
            }
            if (isRule(written)) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, RULE));
                continue;
            }
            if (written.length() > MAX_DRESSED_LINE) {
                String graded = ChainParser.clean(written);
                statements.add(graded.isEmpty() ? written : graded);
                labels.add("");
                continue;
            }
            if (ChainParser.isBareRoundHeader(written)) { // "Round 1" atop a JSONL reference
                dropped.add(new ReasoningChain.Dropped(lineNo, written, ROUND_HEADER));
                continue;
            }
            Line l = undress(written, rules);
            if (l.text.isEmpty() && l.label == null) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, FRAGMENT));
                continue;
            }
            String labelKey = l.label == null ? null : key(l.label);
            // conclusions named by their label: "Conclusion: X", "**Final answer:** X", a bare "Conclusion" header
            if (labelKey != null && rules.conclusionLabels.contains(labelKey)) {
                if (l.rest.isEmpty()) {
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                    inSection = true;
                    heading = "";
                } else {
                    conclusion.add(l.rest);
                }
                continue;
            }
            if (l.label == null && rules.conclusionLabels.contains(key(l.text))) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                inSection = true;
                continue;
            }
            if (l.label == null) {
                Matcher c = CONCLUSION_START.matcher(l.text);
                if (c.matches()) {
                    String rest = c.group(1) != null ? ChainParser.clean(c.group(2)) : l.text;
                    if (rest.isEmpty()) {
                        dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                        inSection = true;
                    } else {
                        conclusion.add(rest);
                    }
                    continue;
                }
            }
            // lines that carry no evidence
            if (matchesAny(rules.openers, l.plain()) || (l.label != null && matchesAny(rules.openers, l.rest))) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, OPENER));
                continue;
            }
            String header = header(l, rules);
            if (header != null) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, header));
                inSection = false;
                heading = header.equals(BARE_LABEL) ? l.label
                        : l.heading && !rules.headers.contains(key(l.plain())) ? l.plain().replaceAll(":$", "") : "";
                continue;
            }
            String graded = l.label == null ? l.text : l.rest;
            // conclusions by their form: "Country: Japan", "Therefore, this is most likely Japan."
            if (labelKey != null && rules.placeLabels.contains(labelKey) && words(l.rest) <= MAX_PLACE_WORDS
                    && !citesEvidence(l.rest, rules)) {
                conclusion.add(l.plain());
                continue;
            }
            if ((matchesAny(rules.conclusionSentences, graded)
                    || matchesAny(rules.conclusionSentences, withoutLead(graded, rules)))
                    && !citesEvidence(graded, rules)) {
                conclusion.add(graded);
                continue;
            }
            if (inSection) {
                if (words(l.plain()) <= MAX_SHORT_CONCLUSION_WORDS && !citesEvidence(l.plain(), rules)) {
                    conclusion.add(l.plain());
                    continue;
                }
                inSection = false; // a line with evidence of its own ends the conclusion section
            }
            String label = l.label == null ? heading : l.label;
            if (!label.isEmpty() && graded.length() <= minLength) {
                graded = l.plain(); // "Driving side: left": the label is part of the evidence
                label = heading;
            }
            if (graded.length() <= minLength) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, FRAGMENT));
                continue;
            }
            if (lastWritten != null && isBulleted(lastWritten)) {
                bulleted++;
            }
            statements.add(graded);
            labels.add(label);
            lastWritten = written;
        }
        if (conclusion.isEmpty() && statements.size() >= 2
                && isClosingPlaceLine(lastWritten, statements.get(statements.size() - 1), bulleted, rules)) {
            conclusion.add(statements.remove(statements.size() - 1));
            labels.remove(labels.size() - 1);
        }
        return new ReasoningChain(statements, conclusion, labels, dropped);
    }

    /**
     * The guess an expert writes on the last line of a chain that has no conclusion otherwise:
     * "-> Japan, Hokkaido (Tokachi plain likely)" (led by an arrow), or "Kansas, USA." and
     * "Switzerland, Bernese Oberland probably." (an unbulleted line after list items, or one with
     * a comma or a hedge, that names places only: every word capitalised or a
     * {@code [place-line-word]} such as "probably", "central", "region"). A line that cites
     * evidence ("given how flat it is") stays evidence, and so does a lone list item
     * ("- Cyrillic").
     *
     * @param written  the last statement's line as written
     * @param graded   its graded text
     * @param bulleted how many statements before it were list items
     */
    private static boolean isClosingPlaceLine(String written, String graded, int bulleted, ReadingRules rules) {
        if (written == null || words(graded) > MAX_CLOSING_PLACE_WORDS || citesEvidence(graded, rules)) {
            return false;
        }
        if (ARROW_LEAD.matcher(written).find()) {
            return true;
        }
        if (isBulleted(written) || !namesPlacesOnly(graded, rules)) {
            return false;
        }
        if (bulleted >= 2) {
            return true;
        }
        if (graded.indexOf(',') >= 0) {
            return true;
        }
        for (String w : NON_WORD.split(graded)) {
            if (rules.placeHedges.contains(w.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /** @return whether every word is capitalised or a place-line word, with at least one capitalised */
    private static boolean namesPlacesOnly(String s, ReadingRules rules) {
        int names = 0;
        for (String w : NON_WORD.split(s)) {
            if (w.isEmpty()) {
                continue;
            }
            if (w.chars().anyMatch(Character::isDigit)) {
                return false;
            }
            String k = w.toLowerCase(Locale.ROOT);
            if (rules.placeLineWords.contains(k) || rules.placeHedges.contains(k)) {
                continue;
            }
            if (!Character.isUpperCase(w.codePointAt(0))) {
                return false;
            }
            names++;
        }
        return names > 0;
    }

    private static boolean isBulleted(String written) {
        String s = written.strip();
        return !s.startsWith("#") && !ChainParser.stripBullets(s).equals(s) && !ARROW_LEAD.matcher(s).find();
    }

    /** @return why the line is a header, or null when it is not one */
    private static String header(Line l, ReadingRules rules) {
        if (l.label != null) {
            if (!l.rest.isEmpty()) {
                return l.heading && words(l.plain()) <= MAX_HEADER_WORDS && !endsSentence(l.plain()) ? HEADER : null;
            }
            return rules.headers.contains(key(l.label)) ? HEADER : BARE_LABEL;
        }
        if (rules.headers.contains(key(l.text))) {
            return HEADER;
        }
        if (l.heading && words(l.text) <= MAX_HEADER_WORDS && !endsSentence(l.text)) {
            return HEADER;
        }
        if (l.text.endsWith(":") && words(l.text) <= MAX_LEAD_IN_WORDS) {
            return HEADER;
        }
        return null;
    }

    private static Line undress(String written, ReadingRules rules) {
        boolean heading = written.startsWith("#");
        String s = written;
        if (s.indexOf("**") != s.lastIndexOf("**") || s.indexOf("__") != s.lastIndexOf("__")) {
            Line l = undressMarks(s, heading, rules);
            return new Line(written, heading, l.label == null ? null : unbold(l.label), unbold(l.rest), unbold(l.text));
        }
        return undressMarks(s, heading, rules);
    }

    private static String unbold(String s) {
        return INLINE_UNDERSCORES.matcher(INLINE_STARS.matcher(s).replaceAll("$1")).replaceAll("$1");
    }

    private static Line undressMarks(String written, boolean heading, ReadingRules rules) {
        String s = written;
        for (int pass = 0; pass < 8; pass++) {
            String before = s;
            s = HEADING_MARKS.matcher(s).replaceFirst("");
            s = ChainParser.stripBullets(s);
            if (s.equals(before)) {
                break;
            }
        }
        Matcher e = EMPHASIS_LABEL.matcher(s);
        if (e.matches() && (e.group(3) != null || e.group(4) != null)) {
            String label = ChainParser.stripBullets(e.group(2).strip());
            String rest = ChainParser.clean(e.group(5));
            if (!label.isEmpty() && isLabel(label, rules)) {
                return new Line(written, heading, label, rest, rest.isEmpty() ? label + ":" : rest);
            }
        }
        String text = ChainParser.clean(s);
        Matcher p = PLAIN_LABEL.matcher(text);
        if (p.matches()) {
            String label = p.group(1).strip();
            String rest = p.group(2) == null ? "" : p.group(2).strip();
            if (isLabel(label, rules)) {
                return new Line(written, heading, label, rest, text);
            }
        }
        return new Line(written, heading, null, "", text);
    }

    /**
     * A category label: a conclusion or place label, or up to {@value #MAX_LABEL_WORDS} words that
     * neither start with a word such as "The" nor hold a verb such as "carries". The same test
     * for bold and plain labels, so that a chain reads the same with its markdown removed.
     */
    private static boolean isLabel(String label, ReadingRules rules) {
        String k = key(label);
        if (rules.conclusionLabels.contains(k) || rules.placeLabels.contains(k) || rules.headers.contains(k)) {
            return true;
        }
        String[] w = k.split("\\s+");
        if (w.length > MAX_LABEL_WORDS || rules.labelStopWords.contains(w[0])) {
            return false;
        }
        for (String x : w) {
            if (rules.labelVerbs.contains(x)) {
                return false;
            }
        }
        return true;
    }

    /** @return the words lower-cased, without a trailing colon or full stop */
    private static String key(String s) {
        return s.strip().replaceAll("[\\s:.!*_]+$", "").replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    /** @return the line without a leading generic phrase ("Based on these clues, I am fairly confident ...") */
    private static String withoutLead(String s, ReadingRules rules) {
        for (Pattern g : rules.genericPhrases) {
            Matcher m = g.matcher(s);
            if (m.lookingAt()) {
                return s.substring(m.end()).replaceFirst("^[\\s,:;]+", "");
            }
        }
        return s;
    }

    private static boolean citesEvidence(String s, ReadingRules rules) {
        String t = s;
        for (Pattern g : rules.genericPhrases) {
            t = g.matcher(t).replaceAll(" ");
        }
        return rules.evidenceMarker.matcher(t).find();
    }

    private static boolean matchesAny(List<Pattern> patterns, String s) {
        for (Pattern p : patterns) {
            if (p.matcher(s).matches()) {
                return true;
            }
        }
        return false;
    }

    private static boolean endsSentence(String s) {
        return s.endsWith(".") || s.endsWith("!") || s.endsWith("?");
    }

    static int words(String s) {
        String t = s.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }
}
