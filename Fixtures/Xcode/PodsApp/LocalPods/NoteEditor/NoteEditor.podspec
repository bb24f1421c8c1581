Pod::Spec.new do |s|
  s.name         = 'NoteEditor'
  s.version      = '0.1.0'
  s.summary      = 'The note editor screen, as a development pod.'
  s.homepage     = 'https://example.com/NoteEditor'
  s.license      = { :type => 'MIT' }
  s.author       = 'ZIKRouter Demo'
  s.source       = { :git => 'https://example.com/NoteEditor.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'NoteEditor/Classes/**/*.{h,m}'
  s.public_header_files = 'NoteEditor/Classes/NEEditorViewRouter.h'
  s.dependency 'ZIKRouter', '>= 1.1.1'
end
