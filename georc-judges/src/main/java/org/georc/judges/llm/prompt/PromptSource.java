package org.georc.judges.llm.prompt;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.georc.core.ConfigurationException;

/**
 * Where prompt files come from: the versioned files bundled with the library
 * ({@link #bundled()}), or a folder whose files replace bundled ones of the same name
 * ({@link #folder}), so that a benchmark author can run another wording (the authors' own, for
 * instance) without rebuilding. Files are named as the bundled ones: {@code NAME.system.txt}
 * and {@code NAME.user.txt} (such as {@code one-to-all.user.txt}); a file the folder does not
 * hold comes from the bundle.
 *
 * <p>Instances are immutable and thread-safe; a folder's files are read once, when the source
 * is made.
 */
public final class PromptSource {
    private static final PromptSource BUNDLED = new PromptSource(null, Map.of());

    private final Path folder;
    private final Map<String, String> overrides;

    private PromptSource(Path folder, Map<String, String> overrides) {
        this.folder = folder;
        this.overrides = overrides;
    }

    /** @return the prompts bundled with the library (version {@value Prompts#VERSION}) */
    public static PromptSource bundled() {
        return BUNDLED;
    }

    /**
     * A folder of prompt files that replace bundled files of the same name.
     *
     * @param dir the folder
     * @return the source
     * @throws ConfigurationException when the folder does not exist, holds no {@code .txt} file,
     *         holds a file whose name is not a prompt file of this version (a typo would otherwise
     *         leave the bundled wording in place unnoticed), or holds text that is not UTF-8
     */
    public static PromptSource folder(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new ConfigurationException("`prompts` " + dir + ": not a folder");
        }
        Map<String, String> files = new TreeMap<>();
        List<Path> list;
        try (Stream<Path> s = Files.list(dir)) {
            list = s.filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        } catch (IOException e) {
            throw new ConfigurationException("`prompts` " + dir + ": cannot list the folder: " + e.getMessage(), e);
        }
        Path realDir;
        try {
            realDir = dir.toRealPath();
        } catch (IOException e) {
            throw new ConfigurationException("`prompts` " + dir + ": cannot resolve the folder: " + e.getMessage(), e);
        }
        for (Path p : list) {
            String name = p.getFileName().toString();
            try {
                Path real = p.toRealPath();
                if (!real.getParent().equals(realDir)) {
                    // a symlink out of the folder would send any file the user can read to the endpoint
                    throw new ConfigurationException("`prompts` " + dir + ": " + name + " leads out of the folder (to "
                            + real + "); prompt files must be files of the folder itself");
                }
            } catch (IOException e) {
                throw new ConfigurationException("`prompts` " + p + ": cannot resolve: " + e.getMessage(), e);
            }
            if (!Files.isRegularFile(p) || !name.endsWith(".txt")) {
                throw new ConfigurationException("`prompts` " + dir + ": " + name + " is not a prompt file (NAME.system.txt "
                        + "or NAME.user.txt)");
            }
            if (Prompts.class.getResource(bundledPath(name)) == null) {
                throw new ConfigurationException("`prompts` " + dir + ": " + name + " replaces no prompt of this version "
                        + "(" + Prompts.VERSION + "); prompt files are named like the bundled ones, such as "
                        + "one-to-all.user.txt or generate-candidate.user.txt");
            }
            String text = org.georc.core.json.BoundedLines.text(p, org.georc.core.json.BoundedLines.DEFAULT_MAX_LINE_BYTES);
            checkSlots(p, name, text);
            files.put(name, text);
        }
        if (files.isEmpty()) {
            throw new ConfigurationException("`prompts` " + dir + ": holds no prompt file");
        }
        return new PromptSource(dir, Collections.unmodifiableMap(files));
    }

    /**
     * A replacement must fill the same {@code {{slot}}}s as the bundled file: without
     * {@code {{chain}}} the judge would never see the chains and still record a score, and an
     * unknown slot would fail only at the first request. System prompts are sent as written, so
     * they may hold no slot at all.
     */
    private static void checkSlots(Path p, String name, String text) {
        java.util.Set<String> theirs = Prompts.slots(text);
        if (name.endsWith(".system.txt")) {
            if (!theirs.isEmpty()) {
                throw new ConfigurationException("`prompts` " + p + ": a system prompt is sent as written, so "
                        + slotList(theirs) + " would reach the model literally; put slots in the "
                        + name.replace(".system.txt", ".user.txt") + " file");
            }
            return;
        }
        java.util.Set<String> wanted = Prompts.slots(readBundled(name));
        java.util.Set<String> missing = new java.util.TreeSet<>(wanted);
        missing.removeAll(theirs);
        java.util.Set<String> unknown = new java.util.TreeSet<>(theirs);
        unknown.removeAll(wanted);
        if (!missing.isEmpty()) {
            throw new ConfigurationException("`prompts` " + p + ": lacks " + slotList(missing) + "; without it the "
                    + "model never sees that text. This prompt fills " + slotList(wanted));
        }
        if (!unknown.isEmpty()) {
            throw new ConfigurationException("`prompts` " + p + ": " + slotList(unknown) + " is not a slot of this "
                    + "prompt; it fills " + slotList(wanted));
        }
    }

    private static String slotList(java.util.Set<String> slots) {
        return slots.stream().map(x -> "{{" + x + "}}").collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * @param file a prompt file name, such as {@code one-to-all.user.txt}
     * @return its text, from the folder when it holds the file, else from the bundle
     * @throws IllegalStateException when the bundle lacks the file (a bug)
     */
    public String read(String file) {
        String o = overrides.get(file);
        return o != null ? o : readBundled(file);
    }

    /**
     * @param file a prompt file name
     * @return the SHA-256 (hex) of the text {@link #read} gives for it
     */
    public String sha256(String file) {
        return sha256Hex(read(file));
    }

    /** @return whether this is the bundled source */
    public boolean isBundled() {
        return folder == null;
    }

    /** @return the override folder, or null for the bundle */
    public Path folder() {
        return folder;
    }

    /** @return the files this source replaces, with the SHA-256 of each replacement, by name */
    public Map<String, String> overriddenSha256() {
        Map<String, String> m = new TreeMap<>();
        overrides.forEach((name, text) -> m.put(name, sha256Hex(text)));
        return m;
    }

    private static String bundledPath(String file) {
        return "/org/georc/judges/llm/prompts/" + Prompts.VERSION + "/" + file;
    }

    private static String readBundled(String file) {
        String path = bundledPath(file);
        try (InputStream in = Prompts.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing prompt resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read prompt resource " + path, e);
        }
    }

    static String sha256Hex(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    @Override
    public String toString() {
        return folder == null ? "bundled prompts " + Prompts.VERSION
                : "prompts from " + folder + " (" + overrides.size() + " file(s)) over the bundled " + Prompts.VERSION;
    }
}
