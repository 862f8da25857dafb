package org.georc.judges.generate;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.georc.core.InvalidInputException;
import org.georc.core.records.ImageFiles;

/**
 * Scales an image down so that its longer side is at most a given number of pixels, with the
 * JDK's image I/O (PNG and JPEG; WebP has no JDK reader). The paper warns that downsampling
 * loses small evidence, so runs leave images untouched unless asked. An instance
 * ({@link #within}) keeps the scaled copies of one run in a temporary folder it removes on
 * {@link #close()}.
 */
public final class ImageResize implements AutoCloseable {
    private final Integer maxSide;
    private Path tmpDir;

    private ImageResize(Integer maxSide) {
        this.maxSide = maxSide;
    }

    /**
     * @param maxSide the longest side allowed in pixels (at least 16), or null to send images untouched
     * @return the resizer of one run
     * @throws org.georc.core.ConfigurationException when {@code maxSide} is below 16
     */
    public static ImageResize within(Integer maxSide) {
        if (maxSide != null && maxSide < 16) {
            throw new org.georc.core.ConfigurationException("`maxImageSide` must be >= 16, got " + maxSide);
        }
        return new ImageResize(maxSide);
    }

    /** @return the setting runs record: the longest side, or "untouched" */
    public String setting() {
        return maxSide == null ? "untouched" : maxSide.toString();
    }

    /** @return the longest side, or null when images are sent untouched */
    public Integer maxSide() {
        return maxSide;
    }

    /**
     * @param image a checked image
     * @return the image to send: itself, or a scaled copy
     * @throws InvalidInputException when the image cannot be decoded or the copy written
     */
    public Path prepare(ImageFiles.Image image) {
        if (maxSide == null) {
            return image.path();
        }
        synchronized (this) {
            if (tmpDir == null) {
                try {
                    tmpDir = Files.createTempDirectory("georc-resized-");
                } catch (IOException e) {
                    throw new InvalidInputException(image.path(), 0, "image", "cannot create a folder for the "
                            + "scaled copy: " + describe(e), e);
                }
            }
        }
        return fitWithin(image, maxSide, tmpDir);
    }

    /** Removes the scaled copies (best effort: a copy left in the temporary folder harms nothing). */
    @Override
    public synchronized void close() {
        if (tmpDir == null) {
            return;
        }
        try (java.util.stream.Stream<Path> s = Files.walk(tmpDir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // the system's temporary folder is cleaned by the system
        }
        tmpDir = null;
    }

    /**
     * The most pixels an image may have to be decoded for resizing: 100 megapixels (400 MB as
     * 32-bit pixels). A file of a few hundred bytes can claim 26000 x 26000; decoding it would
     * take gigabytes on every thread that reads one.
     */
    public static final long MAX_PIXELS = 100_000_000L;

    /** Reads the size from the header first and refuses an image over {@link #MAX_PIXELS} before decoding it. */
    private static BufferedImage decode(Path path) throws IOException {
        return decode(path, Integer.MAX_VALUE);
    }

    /**
     * Decodes an image for a view of at most {@code side} pixels: its size is read from the header
     * first and an image over {@link #MAX_PIXELS} is refused before any pixel is decoded (the rule
     * of {@code generate}); a large image is then decoded with every n-th pixel only, so the
     * decoded copy stays near {@code 2 x side} pixels a side whatever the file claims.
     *
     * @param path an image file (PNG or JPEG)
     * @param side the longest side of the view, in pixels
     * @return the image, or null when the JDK has no decoder for it
     * @throws IOException           when it cannot be decoded
     * @throws InvalidInputException when its header claims more than {@link #MAX_PIXELS}
     */
    public static BufferedImage decode(Path path, int side) throws IOException {
        try (javax.imageio.stream.ImageInputStream in = ImageIO.createImageInputStream(path.toFile())) {
            if (in == null) {
                return null;
            }
            java.util.Iterator<javax.imageio.ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                return null;
            }
            javax.imageio.ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                long w = reader.getWidth(0);
                long h = reader.getHeight(0);
                if (w * h > MAX_PIXELS) {
                    throw new InvalidInputException(path, 0, "image", "claims " + w + " x " + h + " pixels, more than "
                            + "the " + MAX_PIXELS + " georc decodes; scale it down beforehand", null);
                }
                javax.imageio.ImageReadParam param = reader.getDefaultReadParam();
                long step = Math.max(1, Math.max(w, h) / (2L * Math.max(1, side)));
                if (step > 1) {
                    param.setSourceSubsampling((int) step, (int) step, 0, 0);
                }
                return reader.read(0, param);
            } finally {
                reader.dispose();
            }
        }
    }

    /** The decoder's own message, and its cause's: "Caught exception during read" alone names nothing. */
    private static String describe(Throwable e) {
        String d = name(e);
        Throwable c = e.getCause();
        return c != null && c != e ? d + " (" + name(c) + ")" : d;
    }

    private static String name(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m);
    }

    /**
     * @param image   a checked image (PNG, JPEG or WebP by its bytes)
     * @param maxSide the longest side allowed, in pixels
     * @param tmpDir  where a scaled copy goes
     * @return the image itself when it fits, else a scaled copy (PNG for PNG, JPEG for JPEG)
     * @throws InvalidInputException when the image cannot be decoded (WebP, a corrupt file)
     */
    public static Path fitWithin(ImageFiles.Image image, int maxSide, Path tmpDir) {
        BufferedImage src;
        try {
            if (image.mimeType().equals("image/webp")) {
                throw new InvalidInputException(image.path(), 0, "image", "is WebP, which the JDK cannot decode to "
                        + "resize; convert it to PNG or JPEG, or leave out `maxImageSide`", null);
            }
            src = decode(image.path());
        } catch (IOException e) {
            throw new InvalidInputException(image.path(), 0, "image", "cannot be decoded: " + describe(e), e);
        }
        if (src == null) {
            throw new InvalidInputException(image.path(), 0, "image", "cannot be decoded by the JDK", null);
        }
        int w = src.getWidth();
        int h = src.getHeight();
        if (Math.max(w, h) <= maxSide) {
            return image.path();
        }
        double scale = (double) maxSide / Math.max(w, h);
        int nw = Math.max(1, (int) Math.round(w * scale));
        int nh = Math.max(1, (int) Math.round(h * scale));
        boolean png = image.mimeType().equals("image/png");
        BufferedImage dst = new BufferedImage(nw, nh, png && src.getColorModel().hasAlpha()
                ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB);
        Graphics2D g = dst.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.drawImage(src, 0, 0, nw, nh, null);
        } finally {
            g.dispose();
        }
        try {
            Path out = Files.createTempFile(tmpDir, "resized-", png ? ".png" : ".jpg");
            if (!ImageIO.write(dst, png ? "png" : "jpeg", out.toFile())) {
                throw new InvalidInputException(image.path(), 0, "image", "no JDK writer for the scaled copy", null);
            }
            return out;
        } catch (IOException e) {
            throw new InvalidInputException(image.path(), 0, "image", "cannot write the scaled copy: "
                    + name(e), e);
        }
    }
}
