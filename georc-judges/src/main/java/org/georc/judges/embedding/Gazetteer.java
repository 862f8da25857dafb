package org.georc.judges.embedding;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Place names the rule-based extractor removes: the JDK's English country names (ISO 3166),
 * common short forms (USA, UK, Holland...), a list of demonyms and a list of regions
 * ({@code demonyms.txt}, {@code regions.txt} beside this class). Matching is case-insensitive
 * on whole words; longer names win ("South Africa" before "Africa").
 *
 * <p>A demonym followed by a language noun ("Thai script", "Cyrillic lettering"), or preceded by
 * "in", "use", "bilingual", a language noun and a colon, or "is" after a word that carries writing
 * ("written in Portuguese", "the signs use Spanish", "three scripts: Sinhala, Tamil and English",
 * "the signage is Vietnamese") names a language, which is evidence, and is kept; so is a demonym
 * listed with "and"/"or" after such a word ("in English and French").
 */
public final class Gazetteer {
    /** "written in Portuguese", "the signs use Spanish", "signs in English and French". */
    private static final String LANGUAGE_NOUNS =
            "script|language|text|texts|lettering|letters|alphabet|characters|words|writing|spelling|signage";
    /**
     * Before a language: "in", "use", "reads"; a language noun and a colon ("three scripts:");
     * "bilingual"; or a copula after a word that carries writing ("the signage is").
     */
    private static final Pattern IN_OR_USE = Pattern.compile("(?i)(?:\\b(?:in|use|uses|using|say|says|read|reads"
            + "|bilingual|trilingual)\\s+|\\b(?:" + LANGUAGE_NOUNS + "|scripts|languages)\\s*:\\s*"
            + "|\\b(?:signs?|signage|texts?|writing|lettering|scripts?|languages?|plates?|names?)\\s+(?:is|are)"
            + "\\s+(?:all\\s+|mostly\\s+|only\\s+|in\\s+)?)"
            + "(?:\\p{L}+\\s*(?:,|,?\\s+and|,?\\s+or)\\s+){0,3}$");
    private static final Pattern LANGUAGE_AFTER = Pattern.compile("(?i)^(?:[\\s-]+(?:" + LANGUAGE_NOUNS
            + ")|\\s+on\\s+(?:the\\s+|all\\s+|every\\s+)?(?:signs?|signage|shop\\s+signs?|road\\s+signs?|billboards?|plates?))\\b");

    private final Pattern places;
    private final Set<String> demonyms;

    private Gazetteer(Set<String> names, Set<String> demonyms) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        StringBuilder alt = new StringBuilder();
        for (String n : sorted) {
            if (alt.length() > 0) {
                alt.append('|');
            }
            alt.append(Pattern.quote(n).replace(" ", "\\E[\\s-]+\\Q"));
        }
        this.places = Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:the\\s+)?(" + alt + ")(?:'s)?(?![\\p{L}\\p{N}])");
        this.demonyms = demonyms;
    }

    /** @return the gazetteer's built-in name files, for provenance ({@link LexiconFile#sha256}) */
    public static List<LexiconFile> lexiconFiles() {
        return List.of(LexiconFile.resource(Gazetteer.class, "demonyms.txt"),
                LexiconFile.resource(Gazetteer.class, "regions.txt"));
    }

    /** @return the built-in gazetteer */
    public static Gazetteer defaults() {
        Set<String> names = new LinkedHashSet<>();
        for (String cc : Locale.getISOCountries()) {
            String name = new Locale("", cc).getDisplayCountry(Locale.ENGLISH);
            names.add(name);
            int paren = name.indexOf(" (");
            if (paren > 0) {
                names.add(name.substring(0, paren));
            }
            int amp = name.indexOf(" & ");
            if (amp > 0) {
                names.add(name.replace(" & ", " and "));
            }
        }
        names.addAll(List.of("USA", "U.S.", "U.S.A.", "United States of America", "America", "UK", "Britain",
                "Great Britain", "Holland", "Czech Republic", "Turkey", "Ivory Coast", "Burma", "Korea",
                "Russia", "Vietnam", "Macedonia", "Swaziland", "UAE", "Emirates"));
        Set<String> demonyms = new LinkedHashSet<>();
        for (String d : read("demonyms.txt")) {
            demonyms.add(d.toLowerCase(Locale.ROOT));
            names.add(d);
        }
        names.addAll(read("regions.txt"));
        return new Gazetteer(names, demonyms);
    }

    /**
     * Removes place names from a text, keeping demonyms used as language names.
     *
     * @param text the text
     * @return the text with place names replaced by a single space
     */
    public String strip(String text) {
        Matcher m = places.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String name = m.group(1).toLowerCase(Locale.ROOT);
            boolean language = demonyms.contains(name) && (followedByLanguageNoun(text, m.end())
                    || precededByIn(text, m.start()));
            m.appendReplacement(sb, language ? Matcher.quoteReplacement(m.group()) : " ");
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /**
     * @param text a text
     * @return whether it mentions a place name (outside language use)
     */
    public boolean mentionsPlace(String text) {
        return !strip(text).equals(text);
    }

    private static boolean followedByLanguageNoun(String text, int end) {
        return LANGUAGE_AFTER.matcher(text.substring(end)).find();
    }

    private static boolean precededByIn(String text, int start) {
        return IN_OR_USE.matcher(text.substring(0, start)).find();
    }

    private static List<String> read(String resource) {
        List<String> out = new ArrayList<>();
        try (InputStream in = Gazetteer.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                line = line.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        return out;
    }
}
