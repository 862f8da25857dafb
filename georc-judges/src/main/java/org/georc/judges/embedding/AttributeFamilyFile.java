package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads files of attribute families ({@code attribute-families.txt}) into {@link AttributeFamily} entries. */
final class AttributeFamilyFile {
    /**
     * @param families families already read
     * @param extra    a file of more families, values or synonyms
     * @return the families with the file's
     */
    static List<AttributeFamily> extend(List<AttributeFamily> families, LexiconFile extra) {
        Spec spec = new Spec();
        for (AttributeFamily f : families) {
            spec.phrases.put(f.name(), new LinkedHashMap<>(f.phraseToValue()));
            spec.headers.put(f.name(), new Header(f.global(), f.cooccur(), f.nominal(), f.on(), f.open()));
            if (f.open()) {
                spec.openPatterns.put(f.name(), f.pattern());
            }
        }
        parse(extra, spec);
        return build(spec);
    }

    /**
     * @param file attribute families in the format of {@code attribute-families.txt}
     * @return its families
     */
    static List<AttributeFamily> read(LexiconFile file) {
        Spec spec = new Spec();
        parse(file, spec);
        return build(spec);
    }

    /** Header flags of a family. */
    private record Header(boolean global, boolean cooccur, boolean nominal, Set<String> on, boolean open) {
    }

    /** Families being parsed. */
    private static final class Spec {
        final Map<String, Map<String, String>> phrases = new LinkedHashMap<>();
        final Map<String, Header> headers = new HashMap<>();
        /** the pattern of each open family (its values are the tokens it matches) */
        final Map<String, Pattern> openPatterns = new HashMap<>();
        /** where each open family of the file being read was declared, to name it when its pattern is missing */
        final Map<String, LexiconFile.Line> openDeclared = new java.util.LinkedHashMap<>();
    }

    private static List<AttributeFamily> build(Spec spec) {
        List<AttributeFamily> list = new ArrayList<>();
        spec.phrases.forEach((name, phrases) -> {
            Header h = spec.headers.get(name);
            if (h.open()) {
                Pattern open = spec.openPatterns.get(name);
                if (open != null) {
                    list.add(new AttributeFamily(name, h.global(), h.cooccur(), h.nominal(), h.on(), Map.of(), open, true));
                }
                return;
            }
            List<String> sorted = new ArrayList<>(phrases.keySet());
            sorted.sort(Comparator.comparingInt(String::length).reversed());
            StringBuilder alt = new StringBuilder();
            for (String p : sorted) {
                alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(p).replace(" ", "\\E[\\s-]+\\Q"));
            }
            if (alt.length() == 0) {
                return;
            }
            Pattern pattern = Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:" + alt + ")(?![\\p{L}\\p{N}])");
            list.add(new AttributeFamily(name, h.global(), h.cooccur(), h.nominal(), h.on(), Map.copyOf(phrases), pattern, false));
        });
        return list;
    }

    private static void parse(LexiconFile file, Spec spec) {
        String family = null;
        for (LexiconFile.Line entry : file.lines()) {
            String line = entry.text();
            if (line.startsWith("family ")) {
                String[] parts = line.split("\\s+");
                if (parts.length < 3 || !(parts[2].equals("object") || parts[2].equals("global"))) {
                    throw file.error(entry, "expected \"family NAME object|global [cooccur] [nominal] [open] [on CLASS,CLASS]\"");
                }
                boolean cooccur = false;
                boolean nominal = false;
                boolean open = false;
                Set<String> on = new LinkedHashSet<>();
                for (int i = 3; i < parts.length; i++) {
                    switch (parts[i]) {
                        case "cooccur" -> cooccur = true;
                        case "nominal" -> nominal = true;
                        case "open" -> open = true;
                        case "on" -> {
                            if (i + 1 >= parts.length) {
                                throw file.error(entry, "\"on\" needs a list of classes");
                            }
                            for (String c : parts[++i].split(",")) {
                                if (!c.isBlank()) {
                                    on.add(c.strip().toLowerCase(Locale.ROOT));
                                }
                            }
                        }
                        default -> throw file.error(entry, "unknown flag \"" + parts[i]
                                + "\" (expected cooccur, nominal, open or on CLASS,CLASS)");
                    }
                }
                family = parts[1];
                Header known = spec.headers.get(family);
                if (open && known != null && !known.open() && !spec.phrases.get(family).isEmpty()) {
                    throw file.error(entry, "family \"" + family + "\" already has values: it cannot become open");
                }
                if (!open && known != null && known.open()) {
                    throw file.error(entry, "family \"" + family + "\" is open: declare it with the flag open");
                }
                if (open) {
                    spec.openDeclared.put(family, entry);
                }
                spec.phrases.computeIfAbsent(family, k -> new LinkedHashMap<>());
                spec.headers.put(family, new Header(parts[2].equals("global"), cooccur, nominal, Set.copyOf(on), open));
                continue;
            }
            int colon = line.indexOf(':');
            if (family == null || colon <= 0) {
                throw file.error(entry, "expected \"value: phrase, phrase\" after a \"family\" line");
            }
            String value = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (spec.headers.get(family).open()) {
                if (!value.equals("pattern")) {
                    throw file.error(entry, "an open family has one \"pattern: REGEX\" line and no values");
                }
                if (spec.openPatterns.containsKey(family)) {
                    throw file.error(entry, "family \"" + family + "\" has a pattern already");
                }
                String regex = line.substring(colon + 1).strip();
                try {
                    if (regex.isEmpty() || Pattern.compile(regex).matcher("").matches()) {
                        throw file.error(entry, "the pattern of family \"" + family + "\" must match some text, never nothing");
                    }
                    spec.openPatterns.put(family, Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:"
                            + regex + ")(?![\\p{L}\\p{N}])"));
                } catch (java.util.regex.PatternSyntaxException e) {
                    throw file.error(entry, "bad pattern: " + e.getDescription());
                }
                continue;
            }
            for (String phrase : line.substring(colon + 1).split(",")) {
                String p = phrase.strip().toLowerCase(Locale.ROOT);
                if (!p.isEmpty()) {
                    spec.phrases.get(family).put(p, value);
                }
            }
        }
        for (Map.Entry<String, LexiconFile.Line> e : spec.openDeclared.entrySet()) {
            if (!spec.openPatterns.containsKey(e.getKey())) {
                throw file.error(e.getValue(), "open family \"" + e.getKey() + "\" has no \"pattern: REGEX\" line");
            }
        }
    }

    private AttributeFamilyFile() {
    }
}
