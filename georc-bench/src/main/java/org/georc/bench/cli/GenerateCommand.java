package org.georc.bench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.chain.ChainParser;
import org.georc.core.folder.CandidateFileNames;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.io.ImageFiles;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreFiles;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.generate.ChainGenerator;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc generate}: candidate chains from a VLM, one per round image. */
@Command(name = "generate", header = "Write candidate chains with a VLM, one per round image",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes candidate reasoning chains with a VLM served at --endpoint: each round image is sent with the",
            "project's geolocation prompt (generate-candidate, versioned), which asks for the visible evidence as a list",
            "and a last line \"Conclusion: <country>, <city>\".",
            "--format jsonl (default): candidate lines {\"id\", \"model\", \"chain\"} appended to --output; resumable",
            "  (a re-run skips done ids, --retry-failed redoes failures), failures recorded as generation_error.",
            "--format georc: candidate_reasoning_chain_<model>_<i>.txt files in the GeoRC folder itself, each written",
            "  atomically; an existing file is kept (done) unless --overwrite; a failed item leaves no file and is",
            "  listed (a re-run tries it again). --output, if given, also receives the JSON lines.",
            "Images pass the same checks as for the VLM judge (inside the references' folder or an --image-root, size",
            "limit, real PNG/JPEG/WebP) and are sent untouched unless --max-image-side is given.",
            "Exit codes: 0 done; 2 bad input or options; 1 the model could not load; 3 done, some items failed."})
final class GenerateCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", required = true, paramLabel = "DIR|R.jsonl",
            description = "a GeoRC folder (round images <challenge>_<i>.png) or reference lines with an \"image\"")
    Path references;

    @Option(names = "--output", paramLabel = "C.jsonl", description = "candidate lines (appended; resumes)")
    Path output;

    @Option(names = "--format", defaultValue = "jsonl", paramLabel = "FMT",
            description = "jsonl (default) or georc (files in the folder)")
    String format;

    @Option(names = "--output-model", paramLabel = "NAME",
            description = "the candidate model name written (default: --model); for --format georc it becomes part of "
                    + "the file names (letters, digits, . _ + -)")
    String outputModel;

    @Option(names = "--max-image-side", paramLabel = "PX",
            description = "scale images down so the longer side is at most PX pixels (default: send them untouched; "
                    + "the paper warns that downsampling loses small evidence)")
    Integer maxImageSide;

    @Option(names = "--overwrite", description = "--format georc: replace existing candidate files")
    boolean overwrite;

    @Option(names = "--threads", defaultValue = "4", paramLabel = "N", description = "images in flight (default 4)")
    int threads;

    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "extra attempts after an answer without statements (default 2)")
    int retries;

    @Option(names = "--retry-failed", description = "redo the items whose earlier line records a generation_error")
    boolean retryFailed;

    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "seed (default 13)")
    long seed;

    @Option(names = "--temperature", defaultValue = "0", paramLabel = "T",
            description = "sampling temperature (default 0: greedy)")
    double temperature;

    @Option(names = "--max-new-tokens", defaultValue = "1024", paramLabel = "N",
            description = "longest answer in tokens (default 1024)")
    int maxNewTokens;

    @Option(names = "--prompts", paramLabel = "DIR",
            description = "prompt files that replace bundled ones (generate-candidate.system.txt, "
                    + "generate-candidate.user.txt); their SHA-256 goes into the settings")
    Path promptsDir;

    @Option(names = "--ignore-unknown-files",
            description = "list files of the folder outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() throws IOException {
        String fmt = format.toLowerCase(Locale.ROOT);
        if (!fmt.equals("jsonl") && !fmt.equals("georc")) {
            throw new IllegalArgumentException("--format must be jsonl or georc, got \"" + format + "\"");
        }
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        OptionChecks.atLeast("--retries", retries, 0);
        OptionChecks.atLeast("--max-new-tokens", maxNewTokens, 1);
        OptionChecks.atLeast("--max-image-side", maxImageSide, 16);
        boolean georc = fmt.equals("georc");
        if (!georc && output == null) {
            throw new IllegalArgumentException("--output is required with --format jsonl");
        }
        if (georc && !Files.isDirectory(references)) {
            throw new IllegalArgumentException("--format georc writes into a GeoRC folder; " + references + " is a file");
        }
        if (overwrite && !georc) {
            throw new IllegalArgumentException("--overwrite applies to --format georc");
        }
        if (llm.isLocal()) {
            throw new ConfigurationException("generation sends images: local ONNX decoders are text-only; use "
                    + "--endpoint and --model");
        }
        String model = outputModel != null ? outputModel : llm.model;
        if (model == null) {
            throw new ConfigurationException("georc generate needs --endpoint URL and --model NAME");
        }
        if (georc) {
            CandidateFileNames.requireFileSafe(model);
        }
        if (output != null) {
            Outputs.refuseInputs(output, "--output", references);
        }
        PrintWriter err = spec.commandLine().getErr();
        PromptSource prompts = promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
        try (Prompts.Scope scope = Prompts.use(prompts)) {
            return run(err, georc, model, prompts);
        }
    }

    private int run(PrintWriter err, boolean georc, String model, PromptSource prompts) throws IOException {
        DataOptions reader = new DataOptions();
        reader.ignoreUnknownFiles = ignoreUnknownFiles;
        reader.referenceExpert = 3;
        DataOptions.Data d = reader.read(references, List.<Path>of(), ChainParser.DEFAULT, Integer.MAX_VALUE, err);
        List<Path> roots = new ArrayList<>();
        roots.add(d.imageRoot());
        roots.addAll(llm.imageRoots);
        List<ChainOutput.Job> jobs = new ArrayList<>();
        Map<String, ImageFiles.Image> images = new LinkedHashMap<>();
        List<String> noImage = new ArrayList<>();
        for (DataOptions.Place p : d.places()) {
            if (p.image() == null) {
                noImage.add(p.id());
                continue;
            }
            images.put(p.id(), ImageFiles.confine(p.image(), roots, llm.maxImageBytes, p.id()));
            jobs.add(new ChainOutput.Job(p.id(), model, Map.of(), p.image(), Map.of()));
        }
        if (!noImage.isEmpty()) {
            err.println("note: " + noImage.size() + " location(s) have no image and get no candidate: "
                    + DataOptions.Lists.sample(noImage, 8));
        }
        if (jobs.isEmpty()) {
            throw new InvalidInputException(references + ": no location has an image to send");
        }
        LanguageModel lm = llm.build("georc generate");
        if (!(lm instanceof VisionLanguageModel vlm)) {
            lm.close();
            throw new ConfigurationException("georc generate needs a vision-language model at --endpoint");
        }
        Path tmp = maxImageSide == null ? null : Files.createTempDirectory("georc-resized-");
        try {
            ChainGenerator gen = ChainGenerator.candidates(vlm,
                    new GenerationOptions(maxNewTokens, temperature, seed, List.of()), retries);
            Map<String, String> m = new LinkedHashMap<>();
            m.put("generator", gen.modelId());
            m.put("prompt_version", gen.promptVersion());
            gen.promptSha256().forEach((f, sha) -> m.put("prompt." + f, sha));
            m.put("max_image_side", maxImageSide == null ? "untouched" : maxImageSide.toString());
            m.put("temperature", Double.toString(temperature));
            m.put("max_new_tokens", Integer.toString(maxNewTokens));
            m.put("seed", Long.toString(seed));
            m.put("library_version", Versions.library());
            RunSettings settings = RunSettings.of(m);
            Function<ChainOutput.Job, Path> imageFor = j -> maxImageSide == null ? images.get(j.id()).path()
                    : ImageResize.fitWithin(images.get(j.id()), maxImageSide, tmp);
            err.println("generating with " + gen.modelId() + " (" + prompts + ")"
                    + (maxImageSide == null ? "" : ", images scaled to at most " + maxImageSide + " px"));
            if (!georc) {
                return ChainOutput.write(jobs, gen, imageFor, seed, output, settings, retryFailed, threads, err);
            }
            return writeFiles(jobs, gen, imageFor, settings, d, err);
        } finally {
            vlm.close();
            if (tmp != null) {
                try (Stream<Path> s = Files.walk(tmp)) {
                    for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }

    private record Outcome(ChainOutput.Job job, Path file, String text, String error) {
    }

    /** --format georc: one file per round in the challenge folder, never clobbering unless --overwrite. */
    private int writeFiles(List<ChainOutput.Job> jobs, ChainGenerator gen, Function<ChainOutput.Job, Path> imageFor,
                           RunSettings settings, DataOptions.Data d, PrintWriter err) {
        List<ChainOutput.Job> todo = new ArrayList<>();
        Map<String, Path> files = new LinkedHashMap<>();
        int kept = 0;
        for (ChainOutput.Job j : jobs) {
            GeorcDirectory.FolderLocation loc = d.folder().locations().get(j.id());
            Path file = references.resolve(loc.challenge())
                    .resolve(CandidateFileNames.of(j.model(), loc.round()));
            files.put(j.id(), file);
            if (Files.exists(file) && !overwrite) {
                kept++;
            } else {
                todo.add(j);
            }
        }
        if (kept > 0) {
            err.println("kept " + kept + " existing candidate file(s) of model \"" + jobs.get(0).model() + "\" ("
                    + "--overwrite replaces them); " + todo.size() + " to go");
        }
        AtomicInteger failed = new AtomicInteger();
        List<String> failures = new ArrayList<>();
        try (org.georc.core.io.OutputLock lock = output == null ? null : org.georc.core.io.OutputLock.acquire(output);
             ScoreFiles.Appender log = lock == null ? null
                     : lock.appender(ChainOutput.read(lock, settings).validBytes())) {
            ChainOutput.inOrder(todo, threads, j -> {
                try {
                    String text = gen.generate(j.slots(), imageFor.apply(j), ChainOutput.itemSeed(seed, j.id()));
                    writeAtomically(files.get(j.id()), text);
                    return new Outcome(j, files.get(j.id()), text, null);
                } catch (JudgeException | InvalidInputException e) {
                    return new Outcome(j, files.get(j.id()), null, e.getMessage());
                }
            }, o -> {
                if (o.error() != null) {
                    failed.incrementAndGet();
                    failures.add(o.job().id());
                    err.println("warning: id \"" + o.job().id() + "\": " + o.error());
                }
                if (log != null) {
                    log.append(ChainOutput.line(o.job(), o.text(), o.error(), gen, settings));
                }
            });
        }
        err.println("wrote " + (todo.size() - failed.get()) + " candidate file(s) into " + references
                + (failed.get() > 0 ? "; " + failed.get() + " failed and have no file (a re-run tries them again): "
                        + DataOptions.Lists.sample(failures, 8) : ""));
        return failed.get() > 0 ? GeorcCommand.EXIT_PARTIAL : 0;
    }

    /** Writes a hidden temporary file next to the target, then links or moves it into place. */
    private void writeAtomically(Path target, String text) {
        Path tmp = null;
        try {
            tmp = org.georc.core.io.AtomicFiles.sibling(target);
            Files.writeString(tmp, text.endsWith("\n") ? text : text + "\n", StandardCharsets.UTF_8);
            if (overwrite) {
                org.georc.core.io.AtomicFiles.moveOver(tmp, target);
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
            throw new InvalidInputException(target, 0, null, "cannot write: " + Errors.describe(e), e);
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
}
