package org.georc.core.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.georc.core.ConfigurationException;

/** Finds judges by name among the {@link JudgeProvider}s on the class path. */
public final class Judges {
    private Judges() {
    }

    /**
     * @return every provider on the class path, sorted by name
     * @throws ConfigurationException if two providers claim the same name
     */
    public static List<JudgeProvider> available() {
        return available(Thread.currentThread().getContextClassLoader());
    }

    /**
     * @param loader where to look
     * @return every provider visible to the loader, sorted by name
     */
    public static List<JudgeProvider> available(ClassLoader loader) {
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
     * @throws ConfigurationException naming the available judges when none has that name
     */
    public static JudgeProvider provider(String name) {
        List<JudgeProvider> all = available();
        return all.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new ConfigurationException("no judge named \"" + name + "\"; available: "
                        + all.stream().map(JudgeProvider::name).toList()));
    }

    /**
     * Creates a judge by name.
     *
     * @param name      judge name
     * @param resources models and options
     * @return the judge
     */
    public static Judge create(String name, JudgeResources resources) {
        return provider(name).create(resources);
    }
}
