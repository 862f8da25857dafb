package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A public signature of an exported package that names a type of a package the library does not
 * export cannot be used from the module path: the method is there, and the caller cannot name its
 * parameter or use its result. This test reads every public and protected member of the public
 * classes of the exported packages (read from the modules' {@code module-info.java}, as
 * {@link DocsSnippetImportsTest} does) and checks that each type it names is the JDK's, Jackson's
 * (core requires it transitively) or in an exported package.
 *
 * <p>Limits: it sees declared signatures (superclass, interfaces, fields, constructors, methods,
 * their type parameters, bounds and exceptions, and public nested classes), not what a method body
 * uses, and it reads the classes the test class path holds.
 */
class ExportedSignaturesTest {
    /** Jackson: core requires databind transitively (and databind its annotations and core). */
    private static final List<String> ALWAYS_READABLE = List.of("com.fasterxml.jackson.");

    @Test
    void theExportedPackagesNameOnlyExportedTypesInTheirSignatures() throws Exception {
        Set<String> exported = DocsSnippetImportsTest.exported();
        Set<String> leaks = new TreeSet<>();
        int classes = 0;
        for (String pkg : exported) {
            List<Class<?>> found = publicClasses(pkg);
            assertThat(found).as("public classes of exported package %s", pkg).isNotEmpty();
            for (Class<?> c : found) {
                classes++;
                for (Named n : signatureTypes(c)) {
                    if (!readable(n.type(), exported)) {
                        leaks.add(n.where() + " names " + n.type().getName());
                    }
                }
            }
        }
        assertThat(classes).as("classes checked").isGreaterThan(50);
        assertThat(leaks).as("exported signatures naming a type of a package that is not exported").isEmpty();
    }

    @Test
    void theCheckReportsATypeOfAPackageThatIsNotExported() {
        Set<String> exported = Set.of("org.georc.examples");
        List<Named> named = signatureTypes(Leaky.class);
        assertThat(named).extracting(n -> n.type().getName()).contains("java.util.concurrent.ConcurrentMap",
                "java.util.logging.Logger", "java.lang.Runnable", "java.io.IOException", "org.junit.jupiter.api.Test",
                "java.awt.Point");
        Set<String> leaks = new TreeSet<>();
        for (Named n : named) {
            if (!readable(n.type(), exported)) {
                leaks.add(n.type().getName());
            }
        }
        // java.util.logging is in java.logging and java.awt in java.desktop, not java.base
        assertThat(leaks).containsExactlyInAnyOrder("org.junit.jupiter.api.Test", "java.util.logging.Logger",
                "java.awt.Point");
    }

    /** Signatures that name types through a field, a generic argument, a bound, an exception and a parameter. */
    @SuppressWarnings("unused")
    public static class Leaky<T extends Runnable> {
        public java.util.logging.Logger log;

        public java.util.Optional<java.util.concurrent.ConcurrentMap<String, T>> map() throws IOException {
            return java.util.Optional.empty();
        }

        protected void take(List<? extends org.junit.jupiter.api.Test> tests, java.awt.Point[] points) {
        }
    }

    private record Named(String where, Class<?> type) {
    }

    private static boolean readable(Class<?> c, Set<String> exported) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return true;
        }
        String name = c.getName();
        if (c.getModule().isNamed() && c.getModule().getName().startsWith("java.")) {
            // the JDK: java.base is read by every module; the library requires no other JDK module transitively
            return c.getModule().getName().equals("java.base");
        }
        for (String prefix : ALWAYS_READABLE) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return exported.contains(c.getPackageName());
    }

    private static List<Named> signatureTypes(Class<?> c) {
        List<Named> out = new ArrayList<>();
        String cn = c.getName();
        add(out, cn + " extends", c.getGenericSuperclass());
        for (Type t : c.getGenericInterfaces()) {
            add(out, cn + " implements", t);
        }
        for (TypeVariable<?> v : c.getTypeParameters()) {
            add(out, cn + "<" + v.getName() + ">", v);
        }
        for (Field f : c.getDeclaredFields()) {
            if (visible(f.getModifiers()) && !f.isSynthetic()) {
                add(out, cn + "." + f.getName(), f.getGenericType());
            }
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (visible(k.getModifiers()) && !k.isSynthetic()) {
                for (Type t : k.getGenericParameterTypes()) {
                    add(out, cn + " constructor", t);
                }
                for (Type t : k.getGenericExceptionTypes()) {
                    add(out, cn + " constructor throws", t);
                }
                for (TypeVariable<?> v : k.getTypeParameters()) {
                    add(out, cn + " constructor", v);
                }
            }
        }
        for (Method m : c.getDeclaredMethods()) {
            if (visible(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
                String where = cn + "." + m.getName() + "()";
                add(out, where, m.getGenericReturnType());
                for (Type t : m.getGenericParameterTypes()) {
                    add(out, where, t);
                }
                for (Type t : m.getGenericExceptionTypes()) {
                    add(out, where + " throws", t);
                }
                for (TypeVariable<?> v : m.getTypeParameters()) {
                    add(out, where, v);
                }
            }
        }
        return out;
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static void add(List<Named> out, String where, Type t) {
        add(out, where, t, Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
    }

    private static void add(List<Named> out, String where, Type t, Set<Type> seen) {
        if (t == null || !seen.add(t)) {
            return;
        }
        if (t instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            out.add(new Named(where, c));
        } else if (t instanceof ParameterizedType p) {
            add(out, where, p.getRawType(), seen);
            for (Type a : p.getActualTypeArguments()) {
                add(out, where, a, seen);
            }
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                add(out, where, b, seen);
            }
            for (Type b : w.getLowerBounds()) {
                add(out, where, b, seen);
            }
        } else if (t instanceof GenericArrayType g) {
            add(out, where, g.getGenericComponentType(), seen);
        } else if (t instanceof TypeVariable<?> v) {
            for (Type b : v.getBounds()) {
                add(out, where, b, seen);
            }
        }
    }

    /** The public classes of a package, nested public ones included, from a folder or a jar of the class path. */
    private static List<Class<?>> publicClasses(String pkg) throws IOException, URISyntaxException,
            ClassNotFoundException {
        String dir = pkg.replace('.', '/');
        Set<String> names = new HashSet<>();
        for (URL url : Collections.list(ExportedSignaturesTest.class.getClassLoader().getResources(dir))) {
            if (url.getProtocol().equals("file")) {
                try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
                    files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class"))
                            .forEach(n -> names.add(n.substring(0, n.length() - ".class".length())));
                }
            } else if (url.getProtocol().equals("jar")) {
                JarURLConnection conn = (JarURLConnection) url.openConnection();
                conn.setUseCaches(false);
                try (JarFile jar = conn.getJarFile()) {
                    jar.stream().map(e -> e.getName())
                            .filter(n -> n.startsWith(dir + "/") && n.endsWith(".class")
                                    && n.indexOf('/', dir.length() + 1) < 0)
                            .forEach(n -> names.add(n.substring(dir.length() + 1, n.length() - ".class".length())));
                }
            }
        }
        List<Class<?>> out = new ArrayList<>();
        for (String n : new TreeSet<>(names)) {
            if (n.equals("package-info") || n.equals("module-info")) {
                continue;
            }
            Class<?> c = Class.forName(pkg + "." + n, false, ExportedSignaturesTest.class.getClassLoader());
            if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic() || !visible(c.getModifiers())
                    || (c.getEnclosingClass() == null && !Modifier.isPublic(c.getModifiers()))) {
                continue;
            }
            boolean reachable = true;
            for (Class<?> outer = c.getEnclosingClass(); outer != null; outer = outer.getEnclosingClass()) {
                reachable &= Modifier.isPublic(outer.getModifiers());
            }
            if (reachable) {
                out.add(c);
            }
        }
        return out;
    }
}
