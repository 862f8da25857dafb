package org.georc.core.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.georc.core.ConfigurationException;
import org.georc.core.GeorcException;

/**
 * Finds judges by name among the {@link JudgeProvider}s on the class path, checks their options
 * and creates them.
 */
public final class Judges {
    private Judges() {
    }

    /**
     * What is registered, readable as printed: {@code Judges.available()} in JShell lists each
     * judge's name, needs and options.
     *
     * @return every judge on the class path, sorted by name
     * @throws ConfigurationException if two providers claim the same name
     */
    public static List<JudgeInfo> available() {
        return providers().stream().map(JudgeInfo::of).toList();
    }

    /**
     * @return every provider on the class path, sorted by name
     * @throws ConfigurationException if two providers claim the same name
     */
    public static List<JudgeProvider> providers() {
        return providers(Thread.currentThread().getContextClassLoader());
    }

    /**
     * @param loader where to look
     * @return every provider visible to the loader, sorted by name
     * @throws ConfigurationException if two providers claim the same name
     */
    public static List<JudgeProvider> providers(ClassLoader loader) {
        Map<String, JudgeProvider> byName = new LinkedHashMap<>();
        for (JudgeProvider p : ServiceLoader.load(JudgeProvider.class, loader)) {
            JudgeProvider previous = byName.putIfAbsent(p.name(), p);
            if (previous != null && previous.getClass() != p.getClass()) {
                throw new ConfigurationException("two judges are registered as \"" + p.name() + "\": "
                        + previous.getClass().getName() + " and " + p.getClass().getName());
            }
        }
        List<JudgeProvider> list = new ArrayList<>(byName.values());
        list.sort(Comparator.comparing(JudgeProvider::name));
        return list;
    }

    /**
     * @param name a judge name
     * @return its provider
     * @throws ConfigurationException naming the available judges (and the closest name) when none has that name
     */
    public static JudgeProvider provider(String name) {
        List<JudgeProvider> all = providers();
        List<String> names = all.stream().map(JudgeProvider::name).toList();
        return all.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new ConfigurationException("no judge named \"" + name + "\"" + didYouMean(name, names)
                        + "; available: " + names));
    }

    /**
     * Creates a judge by name, after checking its options.
     *
     * @param name      judge name
     * @param resources models and options
     * @return the judge; the caller closes it
     * @throws ConfigurationException for an unknown judge, an undeclared option or a value of the wrong type
     */
    public static Judge create(String name, JudgeResources resources) {
        return create(provider(name), resources);
    }

    /**
     * Creates a judge with a provider, after checking the options against
     * {@link JudgeProvider#options()} (type and range) and that every model the provider
     * requires in {@link JudgeProvider#models()} is given. The provider reads them from a copy
     * that refuses any option or model type it did not declare, and the judge it builds must
     * carry its name (provider bugs, reported as a {@link GeorcException}). Prefer this to
     * calling {@link JudgeProvider#create} directly, which skips these checks.
     *
     * @param provider  the provider
     * @param resources models and options
     * @return the judge; the caller closes it
     * @throws ConfigurationException for an undeclared option, a value of the wrong type or out
     *                                of range, or a missing required model
     */
    public static Judge create(JudgeProvider provider, JudgeResources resources) {
        checkOptions(provider, resources.options());
        JudgeResources guarded = resources.readBy(provider);
        for (ModelNeed m : provider.models()) {
            if (m.required()) {
                guarded.require(m.type());
            }
        }
        Judge judge = provider.create(guarded);
        if (judge == null || !provider.name().equals(judge.name())) {
            String got = judge == null ? "null" : "a judge named \"" + judge.name() + "\"";
            if (judge != null) {
                judge.close();
            }
            throw new GeorcException("provider " + provider.getClass().getName() + " is registered as \""
                    + provider.name() + "\" but built " + got + "; a judge carries its provider's name");
        }
        return judge;
    }

    /**
     * Checks options against what a provider declares.
     *
     * @param provider the provider
     * @param options  option names and values
     * @return the values in canonical form ({@link JudgeOption#canonical}), in the given order
     * @throws ConfigurationException for a key the provider does not declare (with the closest
     *                                declared name, when one is close) or a value of the wrong type
     */
    public static Map<String, String> checkOptions(JudgeProvider provider, Map<String, String> options) {
        Map<String, JudgeOption> declared = declared(provider);
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            JudgeOption o = declared.get(e.getKey());
            if (o == null) {
                throw new ConfigurationException(declared.isEmpty()
                        ? "judge \"" + provider.name() + "\" takes no options, got \"" + e.getKey() + "\""
                        : "judge \"" + provider.name() + "\" has no option \"" + e.getKey() + "\""
                                + didYouMean(e.getKey(), declared.keySet()) + "; its options: "
                                + String.join(", ", declared.keySet()));
            }
            out.put(e.getKey(), o.canonical(provider.name(), e.getValue()));
        }
        return out;
    }

    /**
     * The options a run's settings record: every declared option that can change a score and,
     * given or by default, does not take its default value, in canonical form. Writing
     * {@code lo=0.40}, {@code lo=0.4} or nothing gives the same entries, so a run's fingerprint
     * does not depend on how its options were spelled; tuning options (requests in flight) are
     * left out because they change no score.
     *
     * @param provider the provider
     * @param options  the options given
     * @return the recorded options, sorted by name
     * @throws ConfigurationException as {@link #checkOptions}
     */
    public static Map<String, String> recordedOptions(JudgeProvider provider, Map<String, String> options) {
        Map<String, String> given = checkOptions(provider, options);
        Map<String, String> out = new TreeMap<>();
        for (JudgeOption o : provider.options()) {
            String v = given.get(o.name());
            if (o.affectsScores() && v != null && !v.equals(o.defaultValue())) {
                out.put(o.name(), v);
            }
        }
        return out;
    }

    private static Map<String, JudgeOption> declared(JudgeProvider provider) {
        Map<String, JudgeOption> m = new LinkedHashMap<>();
        for (JudgeOption o : provider.options()) {
            if (m.put(o.name(), o) != null) {
                throw new ConfigurationException("judge \"" + provider.name() + "\" declares option \"" + o.name()
                        + "\" twice");
            }
        }
        return m;
    }

    /**
     * @param given  what the user wrote
     * @param known  the valid names
     * @return {@code " (did you mean \"x\"?)"} for the closest known name within a few edits, else ""
     */
    static String didYouMean(String given, java.util.Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = editDistance(given, k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        if (best == null) {
            return "";
        }
        int allowed = Math.max(2, Math.min(given.length(), best.length()) / 3);
        return bestDistance <= allowed || sameStem(given, best) ? " (did you mean \"" + best + "\"?)" : "";
    }

    /**
     * Whether two names differ only in their ending: they share all but the last character of the
     * shorter one, at least four characters ("retry" and "retries", "reason" and "reasons").
     */
    private static boolean sameStem(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        int shorter = Math.min(x.length(), y.length());
        int common = 0;
        while (common < shorter && x.charAt(common) == y.charAt(common)) {
            common++;
        }
        return common >= 4 && common >= shorter - 1;
    }

    /** Levenshtein distance, case-insensitive (an option typed in capitals is still close). */
    static int editDistance(String a, String b) {
        return org.georc.metrics.EditDistance.levenshtein(a.toLowerCase(java.util.Locale.ROOT),
                b.toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * @return help text for every registered judge: {@link JudgeInfo#describe()} of each, in name order
     */
    public static String help() {
        return available().stream().map(JudgeInfo::describe).collect(Collectors.joining("\n"));
    }
}
