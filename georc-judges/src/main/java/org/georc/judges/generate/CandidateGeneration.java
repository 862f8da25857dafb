package org.georc.judges.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.inputs.Place;
import org.georc.core.output.AtomicFiles;
import org.georc.core.folder.CandidateFileNames;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.run.ResumeStore;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.build.BuildInfo;

/**
 * {@code georc generate} as a library call: candidate chains from a VLM, one per round image of
 * a GeoRC folder (or per reference line with an {@code image}), written as resumable candidate
 * lines ({@link Format#JSONL}, through {@link ChainRun}) or as
 * {@code candidate_reasoning_chain_<model>_<i>.txt} files in the folder itself
 * ({@link Format#GEORC}, each written atomically, an existing file kept unless overwriting).
 *
 * <pre>{@code
 * CandidateGeneration gen = CandidateGeneration.builder(Path.of("GeoRC"), "my-vlm")
 *         .output(Path.of("candidates.jsonl"))
 *         .settings(GenerationSettings.builder().threads(4).build()).build();
 * ChainRun.Result r = gen.prepare().run(vlm);
 * }</pre>
 * {@link #prepare()} reads the folder and checks every image before any model is asked, so a
 * bad input fails before the first request.
 */
public final class CandidateGeneration {
    /** Where the chains go. */
    public enum Format {
        /** Candidate lines appended to a JSONL output. */
        JSONL,
        /** Candidate files in the GeoRC folder. */
        GEORC
    }

    private final Builder b;
    private final GenerationSettings shared;

    private CandidateGeneration(Builder b) {
        this.b = b;
        this.shared = b.settings;
    }

    /**
     * @param references a GeoRC folder or reference lines with an {@code image}
     * @param model      the candidate model name written (a file-name-safe one for {@link Format#GEORC})
     * @return a builder
     */
    public static Builder builder(Path references, String model) {
        return new Builder(references, model);
    }

    /**
     * Reads the references and checks each image (confinement, size, type).
     *
     * @return the run, ready for a model
     * @throws InvalidInputException when no location has an image, or an image is refused
     */
    public Prepared prepare() {
        Inputs d = InputReader.builder().ignoreUnknownFiles(b.ignoreUnknownFiles).notes(shared.messages()).build()
                .read(b.references, List.of());
        List<Path> roots = new ArrayList<>();
        roots.add(d.imageRoot());
        roots.addAll(b.imageRoots);
        List<ChainRun.Job> jobs = new ArrayList<>();
        Map<String, ImageFiles.Image> images = new LinkedHashMap<>();
        List<String> noImage = new ArrayList<>();
        for (Place p : d.places()) {
            if (p.image() == null) {
                noImage.add(p.id());
                continue;
            }
            images.put(p.id(), ImageFiles.confine(p.image(), roots, b.maxImageBytes, p.id()));
            jobs.add(new ChainRun.Job(p.id(), b.model, Map.of(), p.image(), Map.of()));
        }
        if (!noImage.isEmpty()) {
            shared.messages().accept("note: " + noImage.size() + " location(s) have no image and get no "
                    + "candidate: " + Inputs.sample(noImage, 8));
        }
        if (jobs.isEmpty()) {
            throw new InvalidInputException(b.references + ": no location has an image to send");
        }
        return new Prepared(d, jobs, images);
    }

    /** A generation whose inputs are read and checked. */
    public final class Prepared {
        private final Inputs data;
        private final List<ChainRun.Job> jobs;
        private final Map<String, ImageFiles.Image> images;

        private Prepared(Inputs data, List<ChainRun.Job> jobs, Map<String, ImageFiles.Image> images) {
            this.data = data;
            this.jobs = List.copyOf(jobs);
            this.images = images;
        }

        /** @return one job per image to send */
        public List<ChainRun.Job> jobs() {
            return jobs;
        }

        /**
         * Generates the chains not written yet.
         *
         * @param vlm the model asked (not closed here)
         * @return what was written
         */
        public ChainRun.Result run(VisionLanguageModel vlm) {
            ChainGenerator gen = ChainGenerator.candidates(vlm, shared.options(), shared.retries());
            try (ImageResize resize = ImageResize.within(b.maxImageSide)) {
                Map<String, String> m = new LinkedHashMap<>();
                m.put("generator", gen.modelId());
                m.put("prompt_version", gen.promptVersion());
                gen.promptSha256().forEach((f, sha) -> m.put("prompt." + f, sha));
                m.put("max_image_side", resize.setting());
                shared.putSampling(m);
                m.put("library_version", BuildInfo.georcVersion());
                ChainRun run = ChainRun.builder(gen, RunSettings.of(m)).settings(shared)
                        .images(j -> resize.prepare(images.get(j.id()))).build();
                shared.messages().accept("generating with " + gen.modelId() + " ("
                        + org.georc.judges.llm.prompt.Prompts.source() + ")"
                        + (b.maxImageSide == null ? "" : ", images scaled to at most " + b.maxImageSide + " px"));
                return b.format == Format.JSONL ? run.write(jobs, b.output) : writeFiles(run);
            }
        }

        /** {@link Format#GEORC}: one file per round in the challenge folder, never clobbering unless overwriting. */
        private ChainRun.Result writeFiles(ChainRun run) {
            List<ChainRun.Job> todo = new ArrayList<>();
            Map<String, Path> files = new LinkedHashMap<>();
            int kept = 0;
            for (ChainRun.Job j : jobs) {
                GeorcDirectory.FolderLocation loc = data.folder().locations().get(j.id());
                Path file = b.references.resolve(loc.challenge())
                        .resolve(CandidateFileNames.of(j.model(), loc.round()));
                files.put(j.id(), file);
                if (Files.exists(file) && !b.overwrite) {
                    kept++;
                } else {
                    todo.add(j);
                }
            }
            if (kept > 0) {
                shared.messages().accept("kept " + kept + " existing candidate file(s) of model \""
                        + jobs.get(0).model() + "\" (`overwrite` replaces them); " + todo.size() + " to go");
            }
            List<String> failures = new ArrayList<>();
            try (ResumeStore<JsonRecord> store = b.output == null ? null : run.open(b.output)) {
                ScoreLines.Appender log = store == null ? null : store.appender();
                run.generate(todo, o -> {
                    String text = o.text();
                    String error = o.error();
                    if (error == null) {
                        try {
                            writeAtomically(files.get(o.job().id()), text);
                        } catch (InvalidInputException e) {
                            text = null;
                            error = e.getMessage();
                            shared.messages().accept("warning: id \"" + o.job().id() + "\": " + error);
                        }
                    }
                    if (error != null) {
                        failures.add(o.job().id());
                    }
                    if (log != null) {
                        log.append(ChainRun.line(o.job(), text, error, run.generator(), run.settings()));
                    }
                }, false);
            }
            shared.messages().accept("wrote " + (todo.size() - failures.size()) + " candidate file(s) into "
                    + b.references + (failures.isEmpty() ? "" : "; " + failures.size() + " failed and have no file "
                            + "(a re-run tries them again): " + Inputs.sample(failures, 8)));
            return new ChainRun.Result(todo.size(), failures.size(), failures.size());
        }
    }

    /** Writes a hidden temporary file next to the target, then links or moves it into place. */
    private void writeAtomically(Path target, String text) {
        Path tmp = null;
        try {
            tmp = AtomicFiles.sibling(target);
            Files.writeString(tmp, text.endsWith("\n") ? text : text + "\n", StandardCharsets.UTF_8);
            if (b.overwrite) {
                AtomicFiles.moveOver(tmp, target);
            } else {
                try {
                    Files.createLink(target, tmp); // fails if the target exists: never clobbers
                } catch (UnsupportedOperationException e) {
                    Files.move(tmp, target); // no REPLACE_EXISTING: fails if the target exists
                }
            }
        } catch (FileAlreadyExistsException e) {
            throw new InvalidInputException(target, 0, null, "appeared while this run was writing it; kept as it is", e);
        } catch (IOException e) {
            String m = e.getMessage();
            throw new InvalidInputException(target, 0, null, "cannot write: " + e.getClass().getSimpleName()
                    + (m == null || m.isBlank() ? "" : ": " + m), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // a stray hidden temporary file is reported by the folder reader as a hidden file
                }
            }
        }
    }

    /** Options of a {@link CandidateGeneration}; {@link #build()} checks them together. */
    public static final class Builder {
        private final Path references;
        private final String model;
        private Format format = Format.JSONL;
        private Path output;
        private boolean overwrite;
        private Integer maxImageSide;
        private List<Path> imageRoots = List.of();
        private long maxImageBytes = ImageFiles.DEFAULT_MAX_BYTES;
        private boolean ignoreUnknownFiles;
        private GenerationSettings settings = GenerationSettings.defaults();

        private Builder(Path references, String model) {
            this.references = Objects.requireNonNull(references, "references");
            this.model = model;
        }

        /**
         * @param f where the chains go (default JSONL)
         * @return this builder
         */
        public Builder format(Format f) {
            this.format = Objects.requireNonNull(f, "format");
            return this;
        }

        /**
         * @param file the JSONL output (required for JSONL; for GEORC an optional log of the lines)
         * @return this builder
         */
        public Builder output(Path file) {
            this.output = file;
            return this;
        }

        /**
         * @param o GEORC: replace existing candidate files
         * @return this builder
         */
        public Builder overwrite(boolean o) {
            this.overwrite = o;
            return this;
        }

        /**
         * @param px scale images so the longer side is at most px (null: untouched)
         * @return this builder
         */
        public Builder maxImageSide(Integer px) {
            this.maxImageSide = px;
            return this;
        }

        /**
         * @param roots folders images may come from besides the references' own
         * @return this builder
         */
        public Builder imageRoots(List<Path> roots) {
            this.imageRoots = List.copyOf(roots);
            return this;
        }

        /**
         * @param n largest image sent
         * @return this builder
         */
        public Builder maxImageBytes(long n) {
            this.maxImageBytes = n;
            return this;
        }

        /**
         * @param i note files of the folder outside the layout instead of failing
         * @return this builder
         */
        public Builder ignoreUnknownFiles(boolean i) {
            this.ignoreUnknownFiles = i;
            return this;
        }

        /**
         * @param s the settings every generation run shares: threads, retries, retryFailed, seed,
         *          temperature, maxNewTokens and messages (default {@link GenerationSettings#defaults()})
         * @return this builder
         */
        public Builder settings(GenerationSettings s) {
            this.settings = Objects.requireNonNull(s, "settings");
            return this;
        }

        /**
         * @return the generation
         * @throws ConfigurationException when the options do not fit together
         */
        public CandidateGeneration build() {
            ImageResize.within(maxImageSide);
            boolean georc = format == Format.GEORC;
            if (!georc && output == null) {
                throw new ConfigurationException("`output` is required with `format` jsonl");
            }
            if (georc && !Files.isDirectory(references)) {
                throw new ConfigurationException("`format` georc writes into a GeoRC folder; " + references
                        + " is a file");
            }
            if (overwrite && !georc) {
                throw new ConfigurationException("`overwrite` applies to `format` georc");
            }
            if (model == null) {
                throw new ConfigurationException("georc generate needs `endpoint` URL and `model` NAME");
            }
            if (georc) {
                CandidateFileNames.requireFileSafe(model);
            }
            return new CandidateGeneration(this);
        }
    }
}
