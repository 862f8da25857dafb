package org.georc.core.chain;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.georc.core.ConfigurationException;

/**
 * The word lists and patterns of the default reading, read from the resource
 * {@code org/georc/core/chain/reading-rules.txt} (data, not code). Immutable.
 */
final class ReadingRules {
    static final String RESOURCE = "reading-rules.txt";
    private static final Set<String> SECTIONS = Set.of("header", "conclusion-label", "place-label", "label-stop-word", "label-verb",
            "opener", "conclusion-sentence", "evidence-marker", "generic-phrase", "place-hedge", "place-line-word",
            "meta-word", "meta-sentence", "hedge", "closing-lead", "lead-in", "meta-label", "meta-column", "abbreviation");
    private static final Set<String> PATTERN_SECTIONS = Set.of("opener", "conclusion-sentence", "generic-phrase",
            "meta-sentence", "hedge", "closing-lead", "lead-in");

    final Set<String> headers;
    final Set<String> conclusionLabels;
    final Set<String> placeLabels;
    final Set<String> labelStopWords;
    final Set<String> labelVerbs;
    final List<Pattern> openers;
    final List<Pattern> conclusionSentences;
    final List<Pattern> genericPhrases;
    final Pattern evidenceMarker;
    final Set<String> placeHedges;
    final Set<String> placeLineWords;
    final Set<String> metaWords;
    final List<Pattern> metaSentences;
    final List<Pattern> hedges;
    final List<Pattern> closingLeads;
    /** Each list of whole-line patterns as one alternation, for {@code matches()}: one matcher instead of one each. */
    final Pattern anyOpener;
    final Pattern anyConclusionSentence;
    final Pattern anyMetaSentence;
    /**
     * Each list of leading patterns as one alternation for {@code lookingAt()}: the first pattern
     * of the list that matches a non-empty start wins, as it would one by one (the closing leads
     * also leave something after them).
     */
    final Pattern anyGenericLead;
    final Pattern anyHedge;
    final Pattern anyLeadIn;
    final Pattern anyClosingLead;
    final List<Pattern> leadIns;
    final Set<String> metaLabels;
    final Set<String> metaColumns;
    final Set<String> abbreviations;

    private static volatile ReadingRules bundled;
    private static volatile String bundledSha256;

    /**
     * @return the first 16 hex digits of the SHA-256 of the bundled rules and of the country table's
     *         additions, which the place tests read
     */
    static String bundledSha256() {
        String h = bundledSha256;
        if (h == null) {
            try {
                java.security.MessageDigest d = java.security.MessageDigest.getInstance("SHA-256");
                for (InputStream in : new InputStream[] {ReadingRules.class.getResourceAsStream(RESOURCE),
                        org.georc.core.place.Territories.class.getResourceAsStream("country-aliases.txt")}) {
                    if (in == null) {
                        throw new ConfigurationException("a resource of the default reading is missing from georc-core");
                    }
                    try (in) {
                        d.update(in.readAllBytes());
                    }
                }
                h = java.util.HexFormat.of().formatHex(d.digest()).substring(0, 16);
            } catch (IOException | java.security.NoSuchAlgorithmException e) {
                throw new ConfigurationException("cannot read the default reading's rules: " + e.getMessage(), e);
            }
            bundledSha256 = h;
        }
        return h;
    }

    private ReadingRules(Map<String, List<String>> lists, Map<String, List<Pattern>> patterns) {
        headers = Set.copyOf(lists.get("header"));
        conclusionLabels = Set.copyOf(lists.get("conclusion-label"));
        placeLabels = Set.copyOf(lists.get("place-label"));
        labelStopWords = Set.copyOf(lists.get("label-stop-word"));
        labelVerbs = Set.copyOf(lists.get("label-verb"));
        placeHedges = Set.copyOf(lists.get("place-hedge"));
        placeLineWords = Set.copyOf(lists.get("place-line-word"));
        metaWords = Set.copyOf(lists.get("meta-word"));
        metaLabels = Set.copyOf(lists.get("meta-label"));
        metaColumns = Set.copyOf(lists.get("meta-column"));
        abbreviations = Set.copyOf(lists.get("abbreviation"));
        metaSentences = List.copyOf(patterns.get("meta-sentence"));
        hedges = List.copyOf(patterns.get("hedge"));
        closingLeads = List.copyOf(patterns.get("closing-lead"));
        leadIns = List.copyOf(patterns.get("lead-in"));
        openers = List.copyOf(patterns.get("opener"));
        conclusionSentences = List.copyOf(patterns.get("conclusion-sentence"));
        genericPhrases = List.copyOf(patterns.get("generic-phrase"));
        StringBuilder alt = new StringBuilder();
        for (String w : lists.get("evidence-marker")) {
            alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(w));
        }
        evidenceMarker = Pattern.compile("(?iu)\\b(?:" + alt + ")\\b");
        anyOpener = any(openers);
        anyConclusionSentence = any(conclusionSentences);
        anyMetaSentence = any(metaSentences);
        anyGenericLead = anyLead(genericPhrases, "");
        anyHedge = anyLead(hedges, "(?<=[\\s\\S])");
        anyLeadIn = anyLead(leadIns, "(?<=[\\s\\S])");
        anyClosingLead = anyLead(closingLeads, "(?<=[\\s\\S])(?=[\\s\\S])");
    }

    /** @return one pattern that matches a whole text when one of the patterns does */
    private static Pattern any(List<Pattern> patterns) {
        StringBuilder alt = new StringBuilder();
        for (Pattern p : patterns) {
            alt.append(alt.length() == 0 ? "" : "|").append("(?:").append(p.pattern()).append(')');
        }
        return Pattern.compile(alt.length() == 0 ? "(?!)" : alt.toString());
    }

    /** @return one pattern whose {@code lookingAt()} is that of the first pattern that matches with the guard after it */
    private static Pattern anyLead(List<Pattern> patterns, String guard) {
        StringBuilder alt = new StringBuilder();
        for (Pattern p : patterns) {
            alt.append(alt.length() == 0 ? "" : "|").append("(?:").append(p.pattern()).append(')').append(guard);
        }
        return Pattern.compile(alt.length() == 0 ? "(?!)" : alt.toString());
    }

    /** @return the bundled rules */
    static ReadingRules bundled() {
        ReadingRules r = bundled;
        if (r == null) {
            try (InputStream in = ReadingRules.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new ConfigurationException("resource " + RESOURCE + " is missing from georc-core");
                }
                r = parse(RESOURCE, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new ConfigurationException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
            }
            bundled = r;
        }
        return r;
    }

    /**
     * Reads rules text.
     *
     * @param source the name errors carry
     * @param text   the rules
     * @return the rules
     * @throws ConfigurationException naming source:line for an unknown section, an entry before
     *                                any section, a bad pattern, or a missing section
     */
    static ReadingRules parse(String source, String text) {
        Map<String, List<String>> lists = new LinkedHashMap<>();
        Map<String, List<Pattern>> patterns = new LinkedHashMap<>();
        for (String s : SECTIONS) {
            lists.put(s, new ArrayList<>());
            patterns.put(s, new ArrayList<>());
        }
        String section = null;
        int lineNo = 0;
        Set<String> seen = new java.util.HashSet<>();
        for (String raw : text.split("\\r?\\n", -1)) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || !SECTIONS.contains(line.substring(1, line.length() - 1))) {
                    throw new ConfigurationException(source + ":" + lineNo + ": unknown section " + line
                            + " (known: " + String.join(", ", new java.util.TreeSet<>(SECTIONS)) + ")");
                }
                section = line.substring(1, line.length() - 1);
                if (!seen.add(section)) {
                    throw new ConfigurationException(source + ":" + lineNo + ": section [" + section + "] appears twice");
                }
                continue;
            }
            if (section == null) {
                throw new ConfigurationException(source + ":" + lineNo + ": an entry before any [section]");
            }
            if (PATTERN_SECTIONS.contains(section)) {
                try {
                    patterns.get(section).add(Pattern.compile("(?iu)" + line));
                } catch (PatternSyntaxException e) {
                    throw new ConfigurationException(source + ":" + lineNo + ": bad pattern in [" + section + "]: "
                            + e.getDescription(), e);
                }
            } else {
                lists.get(section).add(line.toLowerCase(Locale.ROOT).replace('’', '\''));
            }
        }
        for (String s : SECTIONS) {
            if (!seen.contains(s)) {
                throw new ConfigurationException(source + ":" + lineNo + ": section [" + s + "] is missing");
            }
        }
        return new ReadingRules(lists, patterns);
    }
}
