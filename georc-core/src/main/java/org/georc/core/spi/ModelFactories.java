package org.georc.core.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.georc.core.ConfigurationException;

/** Finds the {@link ModelFactory} registered for a model type. */
public final class ModelFactories {
    private ModelFactories() {
    }

    /**
     * @return every factory visible to the thread's context class loader, by type name
     * @throws ConfigurationException when two factories claim the same type
     */
    public static List<ModelFactory<?>> available() {
        return available(Thread.currentThread().getContextClassLoader());
    }

    /**
     * @param loader where to look
     * @return every factory visible to the loader, by type name
     * @throws ConfigurationException when two factories claim the same type
     */
    @SuppressWarnings("rawtypes")
    public static List<ModelFactory<?>> available(ClassLoader loader) {
        Map<Class<?>, ModelFactory<?>> byType = new LinkedHashMap<>();
        for (ModelFactory f : ServiceLoader.load(ModelFactory.class, loader)) {
            ModelFactory<?> previous = byType.putIfAbsent(f.type(), f);
            if (previous != null && previous.getClass() != f.getClass()) {
                throw new ConfigurationException("two model factories are registered for " + f.type().getName() + ": "
                        + previous.getClass().getName() + " and " + f.getClass().getName());
            }
        }
        List<ModelFactory<?>> list = new ArrayList<>(byType.values());
        list.sort(Comparator.comparing(f -> f.type().getName()));
        return list;
    }

    /**
     * @param type a model interface
     * @param <T>  the type
     * @return the factory registered for exactly that type, if any
     */
    @SuppressWarnings("unchecked")
    public static <T> Optional<ModelFactory<T>> forType(Class<T> type) {
        return available().stream().filter(f -> f.type() == type).map(f -> (ModelFactory<T>) f).findFirst();
    }
}
